// The heart: saves a listing to the visitor's list (/favourites). A signed-in user's heart posts
// to /favourites's action through a fetcher, filled at once (optimistic) and settled by the root
// loader's `saved` ids when the answer comes; a visitor's toggles the list kept in their browser,
// which joins their account when they sign in, and tells the server for the lister's count. Without JavaScript it is a plain form post (a
// visitor is then sent to sign in). One name ('Save: <title>') whatever its state; aria-pressed
// says whether it is saved. The listing page's labelled Save links to the list once saved.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFetcher, useLocation, Link } from 'react-router';
import { toggleLocalFavourite, useLocalFavourites } from '../../lib/local-favourites';
import { visitorSaverId } from '../../lib/visitor-saver';
import { useRootData, useT } from '../../lib/root-data';
import { useToast } from '../ui/toast';

function Heart({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 5.7-8 10.6-8 10.6z" />
    </svg>
  );
}

interface SaveProps {
  listingId: string;
  title: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}

/** Whether the listing is in the reader's list: their account's, or a visitor's in their browser. */
function useInList(listingId: string) {
  const { user, saved } = useRootData();
  const local = useLocalFavourites();
  return { inList: user ? saved.includes(listingId) : local.includes(listingId), signedIn: !!user };
}

/**
 * The heart, drawn from the reader's list alone until it is touched (a press, the focus): a
 * page's 18 hearts then hydrate without a fetcher each, which would render them all again at
 * every change of the router's state. Touched, it takes its fetcher (SaveFetcher, beside the
 * form, so the form and its button stay the same elements) before the press becomes a click; a
 * submit that comes without a touch first is sent once the fetcher is there.
 */
export function SaveButton(props: SaveProps) {
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState<boolean | null>(null);
  const send = useRef<(() => void) | null>(null);
  const sendWhenReady = useRef(false);
  const { inList, signedIn } = useInList(props.listingId);
  const isSaved = shown ?? inList;
  return (
    <>
      <SaveForm
        {...props}
        isSaved={isSaved}
        onTouch={() => setTouched(true)}
        onSubmit={() => {
          if (send.current) send.current();
          else {
            sendWhenReady.current = true;
            setTouched(true);
          }
        }}
      />
      {touched && <SaveFetcher listingId={props.listingId} isSaved={isSaved} signedIn={signedIn} onShown={setShown} send={send} sendWhenReady={sendWhenReady} />}
    </>
  );
}
SaveButton.displayName = 'SaveButton';

/** A touched heart's fetcher: sends the toggle, shows the answer on its way, and says a refusal. */
function SaveFetcher({
  listingId,
  isSaved,
  signedIn,
  onShown,
  send,
  sendWhenReady,
}: {
  listingId: string;
  isSaved: boolean;
  signedIn: boolean;
  onShown: (saved: boolean | null) => void;
  send: RefObject<(() => void) | null>;
  sendWhenReady: RefObject<boolean>;
}) {
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<{ ok: boolean; message?: string }>({ key: `save:${listingId}` });
  // The answer on its way shows at once; the root's list settles it when it comes.
  const pending = fetcher.formData?.get('intent');
  const shown = pending === 'add' ? true : pending === 'remove' ? false : null;
  useEffect(() => onShown(shown), [shown, onShown]);
  // A refused save (the list is full, the listing is gone): the heart goes back, and says why.
  const refusal = fetcher.data?.ok === false ? fetcher.data.message || 'Your home could not be saved. Please try again.' : null;
  useEffect(() => {
    if (refusal) toast(t(refusal), 'danger');
  }, [refusal, fetcher.data, toast, t]);
  const toggle = () => {
    const intent = isSaved ? 'remove' : 'add';
    if (signedIn) void fetcher.submit({ intent, listingId }, { method: 'post', action: '/favourites' });
    else {
      toggleLocalFavourite(listingId);
      // Told to the server too, so that the lister's 'Saved by N people' counts visitors.
      const visitorId = visitorSaverId();
      if (visitorId) void fetcher.submit({ intent: `visitor-${intent}`, listingId, visitorId }, { method: 'post', action: '/favourites' });
    }
  };
  useEffect(() => {
    send.current = toggle;
    if (sendWhenReady.current) {
      sendWhenReady.current = false;
      toggle();
    }
  });
  return null;
}

function SaveForm({
  listingId,
  title,
  variant = 'icon',
  className = '',
  isSaved,
  onTouch,
  onSubmit,
}: SaveProps & { isSaved: boolean; onTouch: () => void; onSubmit: () => void }) {
  const t = useT();
  const location = useLocation();
  const signedIn = !!useRootData().user;
  const intent = isSaved ? 'remove' : 'add';
  const look =
    variant === 'icon'
      ? `inline-flex size-11 items-center justify-center rounded-full bg-surface/90 shadow-sm ${isSaved ? 'text-danger' : 'text-fg'} hover:bg-surface`
      : `inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold ${isSaved ? 'border-danger text-danger' : 'border-line text-fg'} hover:bg-surface-2`;
  // A plain form, not fetcher.Form: the submit handler sends it through the fetcher itself, and
  // React Router's Form resolves its action against the route on every render, once per card
  // (the home page's 18 hearts: 5% of its server CPU, bench/compare.ts). `data-discover` is what
  // Form would write: React Router's lazy route discovery looks for it to learn the /favourites
  // route before the first tap.
  const form = (
    <form
      method="post"
      action="/favourites"
      data-discover="true"
      className={variant === 'icon' ? className : undefined}
      onPointerDown={onTouch}
      onFocus={onTouch}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="listingId" value={listingId} />
      {/* Without JavaScript the action sends the browser back here. */}
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button type="submit" aria-pressed={isSaved} aria-label={variant === 'icon' ? `${t('Save')}: ${title}` : undefined} className={`${look} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}>
        <Heart filled={isSaved} size={variant === 'icon' ? 22 : 20} />
        {variant === 'labelled' && (isSaved ? t('Saved') : t('Save'))}
      </button>
    </form>
  );
  if (variant === 'icon') return form;
  // Beside the listing page's Save, once saved, the way to the list: a visitor has no account
  // menu, where a signed-in user finds it. In the same row, so nothing below it moves.
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      {form}
      {isSaved && (
        <Link to="/favourites" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline hover:no-underline">
          {t('Saved homes')}
        </Link>
      )}
      {/* Its news (a price cut, rented, sold) by push or mail: chosen in the settings, for a signed-in saver. */}
      {isSaved && signedIn && (
        <Link to="/notifications" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline hover:no-underline">
          {t('Notify me of price cuts')}
        </Link>
      )}
    </div>
  );
}
