// The listing's photos: one large image (the first is the cover) and a strip of thumbnails.
// Operable by buttons, by the arrow keys once focused, and by swiping on a phone.
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { imageSrcSet, smallImage } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { ChevronLeft, ChevronRight } from '../ui/icons';

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
  const go = (next: number) => setIndex(((next % total) + total) % total);
  const overlay = status === 'Rented Out' || status === 'Sold Out' ? t(status) : null;

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
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="relative touch-pan-y overflow-hidden rounded-xl bg-surface-2"
        aria-label={total > 1 ? t('Photo {n} of {total}. Use the arrow keys to change photo.', { n: index + 1, total }) : t('Photo')}
      >
        <img
          key={url}
          src={url}
          srcSet={imageSrcSet(url)}
          sizes="(min-width: 1024px) 736px, 100vw"
          width={WIDTH}
          height={HEIGHT}
          alt={total > 1 ? `${title} (${index + 1}/${total})` : title}
          // The cover is the page's largest paint: fetch it first. The rest only when shown.
          fetchPriority={index === 0 ? 'high' : 'auto'}
          className="aspect-[3/2] h-auto w-full select-none object-cover"
          draggable={false}
        />
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
      {total > 1 && (
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
    </section>
  );
}

/** 'Rented Out' / 'Sold Out' across the photo (fixed colours: it sits on a photograph, not the theme). */
function StatusOverlay({ text }: { text: string }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 bg-black/65 py-3 text-center text-xl font-bold uppercase tracking-widest text-white">
      {text}
    </div>
  );
}
