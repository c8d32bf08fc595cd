// Inbox (admin): the e-mails the mail queue gave up on after its retries (domain/mail/
// failed-mail.server.ts), the latest failure first: recipient, subject, when, and the mail
// server's last answer. Retry posts the row to the dashboard's own action, which gives it one
// more attempt now; the list is then read again (a message that fails again comes back).
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { RowDeleteAnswer } from '../../lib/row-delete';
import { RETRY_MAIL_INTENT, type FailedMailView } from '../../lib/views/admin-view';
import { useT } from '../../lib/root-data';
import { timeAgo } from '../../lib/time-ago';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';

const card = 'flex flex-col gap-1 rounded-xl border border-line bg-surface p-4 text-sm text-fg';

function RetryButton({ mail }: { mail: FailedMailView }) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<RowDeleteAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) toast(answer.ok ? t('The message is being sent again.') : t(answer.message), answer.ok ? undefined : 'danger');
  }, [answer, toast, t]);
  return (
    <fetcher.Form method="post" className="self-start">
      <input type="hidden" name="intent" value={RETRY_MAIL_INTENT} />
      <input type="hidden" name="id" value={mail._id} />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} aria-label={`${t('Retry')}: ${mail.subject}`}>
        {t('Retry')}
      </Button>
    </fetcher.Form>
  );
}

export function FailedMailSection({ failedMail, total }: { failedMail: FailedMailView[]; total: number }) {
  const t = useT();
  return (
    <section aria-labelledby="inbox-failed-mail" className="flex flex-col gap-3">
      <h2 id="inbox-failed-mail" className="text-lg font-semibold text-fg">
        {t('Undelivered e-mails')} <span className="text-sm font-normal text-muted">({total})</span>
      </h2>
      {failedMail.length === 0 ? (
        <p className="text-sm text-muted">{t('Every e-mail was delivered.')}</p>
      ) : (
        <p className="text-sm text-muted">{t('The mail server refused these e-mails after several tries over a day.')}</p>
      )}
      <ul className="grid gap-3 xl:grid-cols-2">
        {failedMail.map((mail) => (
          <li key={mail._id} className={card}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="break-words font-semibold">{mail.subject}</p>
              <span className="text-xs text-muted">{timeAgo(mail.failedAt, t)}</span>
            </div>
            <p className="break-all">
              {t('To')}: {mail.to}
            </p>
            <p className="break-words text-muted">
              {t('Last error')}: {mail.error}
            </p>
            <RetryButton mail={mail} />
          </li>
        ))}
      </ul>
      {total > failedMail.length && <p className="text-sm text-muted">{t('The {n} latest are shown.', { n: failedMail.length })}</p>}
    </section>
  );
}
