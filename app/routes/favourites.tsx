// /favourites: the saved homes, newest saved first, as cards, with a note for one rented out,
// sold or no longer on the site. A signed-in user's list comes from the database; a visitor's
// from their browser (the page asks this loader for the cards of those ids, `?ids=`) with an
// invitation to sign in to keep them. The action is every heart's: add, remove, and merge a
// visitor's list into their account once they sign in (identity from the session only), and a
// visitor's heart counted for the lister (domain/favourites/visitor-saves.server.ts).
import { useEffect } from 'react';
import { data, redirect, useFetcher, useLoaderData, useRouteError, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ListingCard } from '../components/listing/listing-card';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { PushNudge } from '../components/push/push-nudge';
import { Page } from '../components/ui/page';
import { safeRedirect } from '../domain/auth/safe-redirect.server';
import { getSessionUser } from '../domain/auth/session.server';
import { addFavourite, listFavourites, mergeFavourites, removeFavourite, visitorFavourites } from '../domain/favourites/favourites.server';
import { forgetVisitorSaves, setVisitorSave } from '../domain/favourites/visitor-saves.server';
import { heldPhotoBytes } from '../domain/media/held-photos.server';
import { coverOf, withPhotoBytes } from '../lib/held-photo';
import type { ListingCardData } from '../lib/views/listing-card';
import { VISITOR_FAVOURITES_MAX } from '../lib/constants';
import type { FormFailure } from '../lib/errors';
import { useLocalFavourites } from '../lib/local-favourites';
import { pageTitle } from '../lib/page-title';
import { useT, useUser } from '../lib/root-data';
import { savedNote, type FavouritesPage, type SavedListing } from '../lib/views/favourites';
import { formAction, formStep } from '../server-lib/form-action.server';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'Saved homes') }];

export async function loader({ request }: LoaderFunctionArgs): Promise<FavouritesPage> {
  const page = await savedListings(request);
  // With the data saver on, each card's photo waits for a tap that names its size (lib/held-photo.ts).
  const bytes = await heldPhotoBytes(request, page.saved.map((saved) => saved.card?.cover));
  const withBytes = (card: ListingCardData | null) => card && withPhotoBytes([card], bytes, coverOf)[0];
  return bytes ? { ...page, saved: page.saved.map((saved) => ({ ...saved, card: withBytes(saved.card) })) } : page;
}

async function savedListings(request: Request): Promise<FavouritesPage> {
  const user = await getSessionUser(request);
  if (user) return { signedIn: true, saved: await listFavourites(user) };
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').slice(0, VISITOR_FAVOURITES_MAX);
  return { signedIn: false, saved: await visitorFavourites(ids) };
}

type Answer = { ok: boolean; message?: string; added?: number };
const refusal = ({ message }: FormFailure): Answer => ({ ok: false, message });

/** The page a form sent without JavaScript came from (checked: a path of this site), if it says. */
function backOf(form: FormData): string | null {
  const back = form.get('back');
  return typeof back === 'string' && back ? safeRedirect(back) : null;
}

/** A form sent without JavaScript goes back to its page; a fetcher gets an answer. */
function done(form: FormData, answer: Answer) {
  const back = backOf(form);
  return back ? redirect(back) : data<Answer>(answer);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  return formAction(
    request,
    formStep<Record<string, unknown>>({
      answer: refusal,
      run: async ({ intent, listingId, favouriteId }, form) => {
        // A visitor's hearts stay in their browser, which also tells the server (for the
        // lister's count, with the browser's random id): 'visitor-add' and 'visitor-remove'.
        if (!user && (intent === 'visitor-add' || intent === 'visitor-remove')) {
          await setVisitorSave({ listingId, visitorId: form.get('visitorId'), ip: context.ip, saved: intent === 'visitor-add' });
          return data<Answer>({ ok: true });
        }
        // Any other post from a visitor (no JavaScript, or a tap before the page hydrated) is
        // sent to sign in, and back to the page after.
        if (!user) return redirect(`/sign-in?redirectTo=${encodeURIComponent(backOf(form) ?? '/favourites')}`);
        if (intent === 'add') await addFavourite({ user, listingId });
        else if (intent === 'remove') await removeFavourite({ userId: user.id, listingId, favouriteId });
        else if (intent === 'merge') {
          const added = await mergeFavourites({ user, listingIds: form.getAll('listingId') });
          // Counted in the account from now on, not twice.
          await forgetVisitorSaves({ visitorId: form.get('visitorId') });
          return data<Answer>({ ok: true, added });
        }
        else return data<Answer>({ ok: false, message: 'The request could not be handled. Please go back and try again.' }, { status: 400 });
        return done(form, { ok: true });
      },
    }),
  );
}

export default function Favourites() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  return (
    <Page title={t('Saved homes')}>
      {page.signedIn ? (
        <>
          <PushNudge kind="saved-homes" />
          <SavedList saved={page.saved} />
        </>
      ) : (
        <VisitorFavourites />
      )}
    </Page>
  );
}

/** A visitor's list: the ids in their browser, their cards asked of the loader after hydration. */
function VisitorFavourites() {
  const t = useT();
  const ids = useLocalFavourites();
  const cards = useFetcher<FavouritesPage>();
  const key = ids.join(',');
  const { load } = cards;
  useEffect(() => {
    if (key) void load(`/favourites?ids=${key}`);
  }, [key, load]);
  const invite = (
    <div className="mb-6 flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-fg">{t('Sign in to keep your saved homes on every device.')}</p>
      <div className="flex gap-2">
        <ButtonLink to="/sign-in?redirectTo=%2Ffavourites">{t('Sign In')}</ButtonLink>
        <ButtonLink to="/sign-up?redirectTo=%2Ffavourites" variant="secondary">
          {t('Sign Up')}
        </ButtonLink>
      </div>
    </div>
  );
  if (!key) return <>{invite}<Empty /></>;
  // The cards of the ids still saved (a heart taken off here leaves the list at once).
  const saved = cards.data?.saved.filter((item) => item.card && ids.includes(item.card._id));
  return (
    <>
      {invite}
      {saved ? (
        <SavedList saved={saved} />
      ) : (
        <p role="status" className="text-muted">
          {t('Loading...')}
        </p>
      )}
    </>
  );
}

function Empty() {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-muted">{t('No saved homes yet. Tap the heart on a listing to save it here.')}</p>
      <ButtonLink to="/search" className="mt-4">
        {t('Find homes')}
      </ButtonLink>
    </div>
  );
}

function SavedList({ saved }: { saved: SavedListing[] }) {
  if (saved.length === 0) return <Empty />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {saved.map((item, i) => (
        <li key={item.id} className="flex flex-col gap-2">
          {item.card ? <ListingCard listing={item.card} priority={i < 2} heading="h2" /> : <Removed item={item} />}
          <Note item={item} />
        </li>
      ))}
    </ul>
  );
}

function Note({ item }: { item: SavedListing }) {
  const t = useT();
  const note = savedNote(item);
  if (note === 'Rented Out') return <p className="text-sm font-medium text-muted">{t('This home has been rented out.')}</p>;
  if (note === 'Sold Out') return <p className="text-sm font-medium text-muted">{t('This home has been sold.')}</p>;
  return null;
}

/**
 * A saved listing its lister removed, or moderators hid (which it must not tell apart): its title,
 * and a way to take it off the list.
 */
function Removed({ item }: { item: SavedListing }) {
  const t = useT();
  const user = useUser();
  const fetcher = useFetcher();
  return (
    <div className="flex h-full flex-col justify-between gap-3 rounded-xl border border-dashed border-line bg-surface p-4">
      <p className="text-fg">
        {t("'{title}' is no longer on Yangon Homes.", { title: item.title })}
      </p>
      {user && (
        <fetcher.Form method="post" action="/favourites">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="favouriteId" value={item.id} />
          <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'} aria-label={`${t('Remove')}: ${item.title}`}>
            {t('Remove')}
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <Page title={t('Saved homes')}>
      <Alert>{t('Your saved homes could not be loaded. Please try again later.')}</Alert>
    </Page>
  );
}
