// /contact: a message to the site's team (stored, and e-mailed to SITE_EMAIL).
import { useActionData, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { ChatLinks } from '../components/legal/chat-links';
import { ContactForm, type ContactActionData } from '../components/listing/contact-form';
import { Page } from '../components/ui/page';
import { sendContactMessage } from '../domain/contact/send-contact-message.server';
import { formAction } from '../server-lib/form-action.server';
import { keepNetworkFailureInPlace } from '../lib/network-failure';
import { useT } from '../lib/root-data';
import { CONTACT_MESSAGES, contactSchema } from '../lib/schemas/contact';
import { pageTitle } from '../lib/page-title';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Contact') }];

/** Answers the form: sent before the page's scripts had loaded, or by its fetcher. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, {
    check: contactSchema,
    run: async (input) => {
      // The site's own page writes to the site: never to a listing named in the form.
      await sendContactMessage({ input: { ...input, phone: '', propertyId: '', propertyTitle: '' }, sender: context.ip });
      return Response.json({ ok: true, message: CONTACT_MESSAGES.sent });
    },
  });
}

export const clientAction = keepNetworkFailureInPlace;

export default function Contact() {
  const t = useT();
  const actionData = useActionData<ContactActionData>();
  return (
    <Page title={t('Contact')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="contact-form-heading" className="max-w-2xl rounded-2xl border border-line bg-surface p-5 sm:p-8">
          <h2 id="contact-form-heading" className="mb-2 text-lg font-semibold text-fg">
            {t('Write to us')}
          </h2>
          <p className="mb-5 text-sm text-muted">
            {t('Questions about a listing, your account, packages or advertising? We answer within one working day.')}
          </p>
          {/* A new key after a no-JavaScript post, so the form starts from the server's answer. */}
          <ContactForm key={actionData ? JSON.stringify(actionData) : 'new'} pageAction actionData={actionData} />
        </section>
        <aside aria-labelledby="chat-heading" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="chat-heading" className="mb-2 text-lg font-semibold text-fg">
            {t('Chat with us')}
          </h2>
          <p className="mb-4 text-sm text-muted">{t('Prefer to chat? Our team answers on these apps, 9 am to 6 pm, Monday to Saturday.')}</p>
          <ChatLinks />
        </aside>
      </div>
    </Page>
  );
}
