// On the plans pages: a payment the user sent that no admin has checked yet. Without it the page
// looked as if nothing had been sent, and invited a second payment.
import { mediumDate } from '../../lib/dates';
import { useRootData, useT } from '../../lib/root-data';

export function PendingPaymentNote({ payment }: { payment: { packageTitle: string | null; sentAt: string } | null }) {
  const t = useT();
  const { lang } = useRootData();
  if (!payment) return null;
  const date = mediumDate(payment.sentAt, lang);
  return (
    <p role="status" className="rounded-lg border border-line bg-surface-2 px-4 py-3 text-sm text-fg">
      {payment.packageTitle
        ? t('Your payment for {title}, sent on {date}, is being checked. We will switch the plan on once it is.', { title: t(payment.packageTitle), date })
        : t('Your payment, sent on {date}, is being checked. We will switch the plan on once it is.', { date })}
    </p>
  );
}
