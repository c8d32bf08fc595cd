// Open payment inquiries on the assign screen: who paid for what, their proof (an admin-only
// download), and one button that gives the inquired package to the inquirer's account.
import { Form } from 'react-router';
import type { PaymentInquiryView } from '../../lib/views/package-views';
import { useRootData, useT } from '../../lib/root-data';
import { Button } from '../ui/button';
import { mediumDate } from '../../lib/dates';
import { planWithPrice } from './format';

export function InquiryList({ inquiries, busy }: { inquiries: PaymentInquiryView[]; busy: boolean }) {
  const t = useT();
  const { lang } = useRootData();
  if (!inquiries.length) return <p className="text-sm text-muted">{t('No open payment inquiries.')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {inquiries.map((inquiry) => (
        <li key={inquiry._id} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-sm text-fg">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-base font-semibold">{inquiry.name}</p>
            <time dateTime={inquiry.createdAt} className="text-xs text-muted">
              {mediumDate(inquiry.createdAt, lang)}
            </time>
          </div>
          <p className="break-all text-muted">{inquiry.email}</p>
          <p>
            {t('Package')}:{' '}
            {inquiry.package ? planWithPrice(inquiry.package, t) : t('Not chosen')}
          </p>
          <p className="whitespace-pre-line break-words">{inquiry.message}</p>
          <p className={inquiry.account ? 'text-muted' : 'text-danger'}>
            {inquiry.account ? t('Account: {name}', { name: inquiry.account.username }) : t('No account uses this e-mail yet.')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <a href={inquiry.proofUrl} download className="inline-flex min-h-11 items-center px-1 font-semibold text-brand underline">
              {t('Download payment proof')}
            </a>
            <Form method="post">
              <input type="hidden" name="intent" value="inquiry" />
              <input type="hidden" name="inquiryId" value={inquiry._id} />
              <Button type="submit" disabled={busy || !inquiry.account || !inquiry.package}>
                {inquiry.package ? t('Assign {title}', { title: t(inquiry.package.title) }) : t('Assign Package')}
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
