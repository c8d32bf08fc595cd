// One /api call on /api/docs: method and path, what it does, who may call, its parameters, body
// and answers. Lists, not tables, so a phone shows every field without scrolling sideways.
import type { ApiDocAnswer, ApiDocCall, ApiDocField, ApiDocShape } from '../../lib/views/api-docs';
import { useT } from '../../lib/root-data';

const CODE = 'rounded bg-bg px-1 font-mono text-sm text-fg [overflow-wrap:anywhere]';

/** A text of the document, its `code` spans (CommonMark's backticks) set as code. */
export function DocText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className={CODE}>
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function FieldList({ fields }: { fields: (ApiDocField & { in?: string })[] }) {
  const t = useT();
  return (
    <ul className="space-y-2">
      {fields.map((field) => (
        <li key={`${field.in ?? ''}${field.name}`} className="text-sm leading-relaxed text-fg">
          <code className={`${CODE} font-semibold`}>{field.name}</code> <code className={`${CODE} text-muted`}>{field.type}</code>{' '}
          <span className="text-muted">
            {field.in ? `${field.in}, ` : ''}
            {field.required ? t('required') : t('optional')}
          </span>
          {field.description && (
            <span className="block text-muted">
              <DocText text={field.description} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Shape({ shape }: { shape: ApiDocShape }) {
  const t = useT();
  if (shape.length === 1) return <FieldList fields={shape[0]!} />;
  return (
    <ol className="space-y-3">
      {shape.map((fields, i) => (
        <li key={i}>
          <p className="mb-1 text-sm font-semibold text-muted">{t('Shape {n}:', { n: i + 1 })}</p>
          <FieldList fields={fields} />
        </li>
      ))}
    </ol>
  );
}

function Answer({ answer }: { answer: ApiDocAnswer }) {
  return (
    <li className="text-sm leading-relaxed text-fg">
      <span className="font-mono font-semibold">{answer.status}</span> <DocText text={answer.description} />
      {answer.type && (
        <span className="text-muted">
          {' '}
          <code className={CODE}>{answer.contentType}</code> <code className={CODE}>{answer.type}</code>
        </span>
      )}
      {answer.fields.length > 0 && (
        <div className="mt-2 border-l-2 border-line pl-3">
          <Shape shape={answer.fields} />
        </div>
      )}
    </li>
  );
}

export function ApiCallEntry({ call }: { call: ApiDocCall }) {
  const t = useT();
  const heading = `${call.id}-heading`;
  return (
    <article id={call.id} aria-labelledby={heading} className="scroll-mt-24 rounded-xl border border-line bg-surface p-4">
      <h3 id={heading} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-base font-semibold text-fg">
        <span className="rounded bg-brand px-2 py-0.5 font-mono text-xs text-on-brand">{call.method}</span>
        <code className="font-mono text-sm [overflow-wrap:anywhere]">{call.path}</code>
      </h3>
      <p className="mt-2 font-semibold text-fg">{call.summary}</p>
      {call.description.split('\n\n').map((paragraph) => (
        <p key={paragraph} className="mt-1 text-sm leading-relaxed text-fg">
          <DocText text={paragraph} />
        </p>
      ))}
      {call.parameters.length > 0 && (
        <>
          <h4 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('Parameters')}</h4>
          <FieldList fields={call.parameters} />
        </>
      )}
      {call.body && (
        <>
          <h4 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('Request body')}</h4>
          <p className="mb-2 text-sm text-muted">
            <code className={CODE}>{call.body.contentType}</code> <code className={CODE}>{call.body.type}</code>
          </p>
          <Shape shape={call.body.fields} />
        </>
      )}
      <h4 className="mb-2 mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('Answers')}</h4>
      <ul className="space-y-2">
        {call.answers.map((answer) => (
          <Answer key={answer.status} answer={answer} />
        ))}
      </ul>
    </article>
  );
}
