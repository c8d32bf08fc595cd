// The manifest's share_target: Android sends a post's text and photos shared to the installed
// portal here (multipart POST). They are kept for the sharer (domain/listing-shares) and open as
// a new listing draft, after sign-in for a signed-out sharer. A refusal is told on this page.
import { data, Link, redirect, useActionData, type ActionFunctionArgs, type MetaFunction } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Page } from '../components/ui/page';
import { getSessionUser } from '../domain/auth/session.server';
import { createListingShare, shareCookie } from '../domain/listing-shares/listing-shares.server';
import { refusedInPlace } from '../server-lib/page-refusals.server';
import { pageTitle } from '../lib/page-title';
import { useT } from '../lib/root-data';
import { buttonClass } from '../components/ui/button';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Share a post') }];

/** Opened by hand, the page has nothing to take: the listing form is where to go. */
export const loader = () => redirect('/create-listing');

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  // The share's own reader takes the body after its limits are checked, so not formAction's.
  return refusedInPlace(
    async () => {
      const { id, token } = await createListingShare({ request, user, ip: String(context.ip ?? '') });
      if (user) return redirect(`/create-listing?share=${id}`);
      return redirect(`/sign-in?redirectTo=${encodeURIComponent('/create-listing')}`, { headers: { 'Set-Cookie': shareCookie(request, token) } });
    },
    (error) => data({ message: error.message }, { status: error.status }),
  );
}

export default function ShareListing() {
  const t = useT();
  const answer = useActionData<typeof action>();
  return (
    <Page title={t('Share a post')}>
      <div className="flex max-w-xl flex-col gap-4">
        {answer?.message && <Alert>{t(answer.message)}</Alert>}
        <Link to="/create-listing" className={buttonClass('primary', 'self-start')}>
          {t('Create a Listing')}
        </Link>
      </div>
    </Page>
  );
}
