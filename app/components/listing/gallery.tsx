// The listing's photos: one large image (the first is the cover) and a strip of thumbnails.
// Operable by buttons, by the arrow keys once focused, and by swiping on a phone. The large
// photo is a link to its full-size file; with scripts, following it opens the full-screen viewer
// (photo-viewer.tsx), loaded on that first tap so that it costs a visit nothing until then. With
// the data saver on, each photo's place is a small button naming its size until tapped.
import { lazy, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { imageSrc, imageSrcSet, smallImage } from '../../lib/media-url';
import { loadOnce } from '../../lib/load-once';
import { useT } from '../../lib/root-data';
import { useDataSaver } from '../../lib/data-saver';
import { ChevronLeft, ChevronRight } from '../ui/icons';

type ViewerModule = typeof import('./photo-viewer');

const loadViewer = loadOnce((): Promise<ViewerModule> => import('./photo-viewer'));
const Held = lazy(() => import('../held-photos'));

/** Stored images are 800 px wide at 3:2; explicit sizes keep the page from jumping as they load. */
const WIDTH = 800;
const HEIGHT = 533;
const SWIPE_PX = 40;

const navButton =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-fg shadow hover:bg-surface';

export function Gallery({ images, title, status }: { images: string[]; title: string; status: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const total = images.length;
  const viewer = useFullScreenViewer(images, setIndex);
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const overlay = status === 'Rented Out' || status === 'Sold Out' ? t(status) : null;
  // Data saver: each photo waits for a tap, then comes at its smallest width (lib/held-photo.ts).
  const saver = useDataSaver();
  const [tapped, setTapped] = useState<ReadonlySet<number>>(() => new Set());
  const waiting = saver && !tapped.has(index);

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
    if (event.key in moves) {
      event.preventDefault();
      go(moves[event.key]);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || total < 2 || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  if (total === 0) {
    return (
      <div className="relative flex aspect-[3/2] items-center justify-center rounded-xl bg-surface-2 text-muted">
        {t('No photos yet')}
        {overlay && <StatusOverlay text={overlay} />}
      </div>
    );
  }

  const url = images[index];
  return (
    <section aria-roledescription={t('carousel')} aria-label={t('Photos')} className="flex flex-col gap-2">
      <div
        role="group"
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="relative touch-pan-y overflow-hidden rounded-xl bg-surface-2"
        aria-label={total > 1 ? t('Photo {n} of {total}. Use the arrow keys to change photo.', { n: index + 1, total }) : t('Photo')}
      >
        {waiting ? (
          // A small place (components/held-photos.tsx); the photo takes its full size at the tap,
          // before its bytes come.
          <Held kind="gallery" url={url} onTap={() => setTapped((shown) => new Set(shown).add(index))} />
        ) : (
          <a
            ref={viewer.photoLink}
            href={url}
            onClick={(event) => viewer.open(event, index)}
            aria-label={total > 1 ? t('Open photo {n} of {total} full screen', { n: index + 1, total }) : t('Open the photo full screen')}
            // Its focus ring drawn inside the photo: outside, the frame's rounded clip cut it away.
            // Important, to win over app.css's :focus-visible rule, which no layer holds.
            className="block rounded-xl focus-visible:outline-4! focus-visible:-outline-offset-4!"
          >
            <img
              key={url}
              src={saver ? smallImage(url) : imageSrc(url)}
              srcSet={saver ? undefined : imageSrcSet(url)}
              sizes="(min-width: 1024px) 736px, 100vw"
              width={WIDTH}
              height={HEIGHT}
              alt={total > 1 ? `${title} (${index + 1}/${total})` : title}
              // The cover is the page's largest paint: fetch it first. The rest only when shown.
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[3/2] h-auto w-full select-none object-cover"
              draggable={false}
            />
          </a>
        )}
        {overlay && <StatusOverlay text={overlay} />}
        {total > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label={t('Previous image')} className={`${navButton} left-2`}>
              <ChevronLeft />
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={t('Next image')} className={`${navButton} right-2`}>
              <ChevronRight />
            </button>
            <span aria-hidden="true" className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
              {index + 1} / {total}
            </span>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {total > 1 ? t('Photo {n} of {total}', { n: index + 1, total }) : ''}
      </p>
      {total > 1 && !saver && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('Thumbnails')}>
          {images.map((thumb, i) => (
            <li key={thumb + i} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('Show photo {n}', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <img src={smallImage(thumb)} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer.shown !== null && viewer.module && (
        <viewer.module.PhotoViewer images={images} title={title} index={viewer.shown} onIndexChange={viewer.show} onClose={viewer.close} />
      )}
    </section>
  );
}

/** The photo a URL's hash opens in the viewer ('#photo-3': the third), or null. */
function photoOfHash(hash: string, total: number): number | null {
  const n = /^#photo-(\d{1,4})$/.exec(hash)?.[1];
  return n === undefined || total === 0 ? null : Math.min(Math.max(Number(n), 1), total) - 1;
}

/**
 * The viewer is open while the URL's hash names a photo, so it is a step in the browser's
 * history: Back closes it, Forward opens it again, and a link can name a photo.
 *
 * Both history entries carry a hash: opening first gives the page's own entry '#photos', then
 * pushes '#photo-3'. React Router treats a move between two hashes of one URL as a hash change
 * and keeps the page's data; a move to the bare URL would make it fetch the page's data again.
 * (No element has the id 'photos' or 'photo-N': the router would scroll to it.)
 */
function useFullScreenViewer(images: string[], setIndex: (index: number) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const [module, setModule] = useState<ViewerModule | null>(null);
  const shown = photoOfHash(location.hash, images.length);
  const photoLink = useRef<HTMLAnchorElement>(null);
  /** history.state.idx of the entry the viewer was pushed over, to go back to it on close. */
  const pageIdx = useRef<number | null>(null);
  const wasShown = useRef(false);
  const opening = useRef(false);

  // A link to a photo, or Forward back into the viewer: open it (the module may not be loaded yet).
  useEffect(() => {
    if (shown === null) return;
    setIndex(shown);
    if (!module) loadViewer().then(setModule, () => undefined);
  }, [shown, module, setIndex]);

  // Focus goes back to the photo the viewer was opened from (it now shows the last one viewed).
  useEffect(() => {
    const open = shown !== null && module !== null;
    if (open) wasShown.current = true;
    else if (wasShown.current) {
      wasShown.current = false;
      photoLink.current?.focus();
    }
  }, [shown, module]);

  const at = (hash: string) => ({ pathname: location.pathname, search: location.search, hash });
  const historyIdx = () => (window.history.state as { idx?: number } | null)?.idx ?? null;

  const open = async (event: MouseEvent, index: number) => {
    // A new tab or window gets the file, as the link says.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A second tap while the first is still loading the viewer would push a second entry.
    if (opening.current) return;
    opening.current = true;
    try {
      setModule(await loadViewer());
      if (!location.hash) await navigate(at('#photos'), { replace: true, preventScrollReset: true });
      pageIdx.current = historyIdx();
      await navigate(at(`#photo-${index + 1}`), { preventScrollReset: true });
    } catch {
      // Offline, or a new version was deployed under the page: the photo's file still opens.
      window.location.assign(images[index]);
    } finally {
      opening.current = false;
    }
  };

  const show = (index: number) => navigate(at(`#photo-${index + 1}`), { replace: true, preventScrollReset: true });

  const close = () => {
    const idx = historyIdx();
    if (pageIdx.current !== null && idx === pageIdx.current + 1) navigate(-1);
    // Opened from a link to a photo: there is no entry of this page's to go back to.
    else navigate(at('#photos'), { replace: true, preventScrollReset: true });
  };

  return { module, shown: module ? shown : null, photoLink, open, show, close };
}

/** 'Rented Out' / 'Sold Out' across the photo (fixed colours: it sits on a photograph, not the theme). */
function StatusOverlay({ text }: { text: string }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 bg-black/65 py-3 text-center text-xl font-bold uppercase tracking-widest text-white">
      {text}
    </div>
  );
}
