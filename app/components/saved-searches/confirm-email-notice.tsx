// On /saved-searches while the person's address is unconfirmed (and after saving a search then): why no alert reaches them, and
// the button that mails the confirmation link again (the page's action, intent confirm-email;
// a few times an hour, domain/account/email-confirmation.server.ts).
import { useFetcher } from 'react-router';
import { useT } from '../../lib/root-data';
import type { SavedSearchAnswer } from '../../lib/views/saved-searches';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

export function ConfirmEmailNotice({ email }: { email: string }) {
  const t = useT();
  const resend = useFetcher<SavedSearchAnswer>();
  const answer = resend.state === 'idle' ? resend.data : undefined;
  return (
    <section aria-labelledby="confirm-email-heading" className="mb-6 flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 id="confirm-email-heading" className="font-semibold text-fg">
        {t('Confirm your e-mail address')}
      </h2>
      <p className="text-sm text-fg">{t('We send no alerts to {email} until you confirm it: open the link in the e-mail we sent there.', { email })}</p>
      {/* /saved-searches' action, also from a search's results where this notice follows a save. */}
      <resend.Form method="post" action="/saved-searches">
        <input type="hidden" name="intent" value="confirm-email" />
        <Button type="submit" variant="secondary" disabled={resend.state !== 'idle'}>
          {resend.state !== 'idle' ? t('Sending...') : t('Send the link again')}
        </Button>
      </resend.Form>
      {answer && (answer.ok ? <Alert tone="success">{t('We sent a new link to {email}.', { email })}</Alert> : <Alert>{t(answer.message)}</Alert>)}
    </section>
  );
}
