// The full-screen photo viewer: a modal <dialog> over the listing (focus stays inside it, and
// returns to the photo when it closes). Swipe or the arrow keys change photo; pinch, a double tap
// or the zoom button zoom; Close, Escape or the Back button close it.
//
// The gallery imports this module on the first tap on a photo (import()), so none of it is in
// a visit's first JavaScript. Only the photo shown is in the page: the large file of the others is
// fetched when they are shown.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageSrc, imageSrcSet } from '../../lib/media-url';
import { useT } from '../../lib/root-data';
import { ChevronLeft, ChevronRight } from '../ui/icons';
import { bounded, fitted, pinch, TAP_SCALE, toggleZoom, UNZOOMED, zoomAround, type Frame, type Point, type Zoom } from './photo-zoom';

/** A horizontal move this long (px) with one finger on an unzoomed photo changes photo. */
const SWIPE_PX = 50;
/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 30;
/** A finger that moves less than this (px) is still tapping. */
const TAP_SLOP_PX = 10;
const KEY_ZOOM_STEP = 1.5;

interface Gesture {
  zoom: Zoom;
  /** Where each finger was when the gesture (or its latest change of fingers) began. */
  start: Map<number, Point>;
  moved: boolean;
}

const controlClass =
  'flex h-11 w-11 items-center justify-center rounded-full text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white';
/** On the black bar above the photo. */
const barButton = `${controlClass} bg-white/15 hover:bg-white/25`;
/** Over the photo itself, which may be white sky: dark, to stay visible on anything. */
const sideButton = `${controlClass} absolute top-1/2 -translate-y-1/2 bg-black/60 hover:bg-black/75`;

export function PhotoViewer({
  images,
  title,
  index: shownIndex,
  onIndexChange,
  onClose,
}: {
  images: string[];
  title: string;
  /** The photo to open on (the URL's); from then on the viewer keeps its own, and tells. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Leaves the viewer's history entry (gallery.tsx), which unmounts it. */
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const photo = useRef<HTMLImageElement>(null);
  const [zoom, setZoomState] = useState<Zoom>(UNZOOMED);
  const zoomNow = useRef<Zoom>(UNZOOMED);
  const [swipeX, setSwipeX] = useState(0);
  const [touching, setTouching] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const total = images.length;
  // The photo changes at once, and the URL follows (onIndexChange): two quick presses of an arrow
  // key on a slow phone move two photos, not one. Only this viewer changes the URL's photo while
  // it is open (Back and Forward close and open it), so it need not follow the URL back.
  const [index, setIndex] = useState(shownIndex);
  const url = images[index];

  const setZoom = (next: Zoom) => {
    zoomNow.current = next;
    setZoomState(next);
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    // The page behind must not scroll under a finger that pans the photo.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const close = onClose;
  const go = (next: number) => {
    if (total < 2) return;
    const wrapped = ((next % total) + total) % total;
    setIndex(wrapped);
    setZoom(UNZOOMED);
    setSwipeX(0);
    onIndexChange(wrapped);
  };

  const box = (): Frame => {
    const rect = stage.current?.getBoundingClientRect();
    const natural = { width: photo.current?.naturalWidth ?? 0, height: photo.current?.naturalHeight ?? 0 };
    return fitted(natural, rect?.width ?? 1, rect?.height ?? 1);
  };
  /** A pointer's position from the centre of the stage, where the photo's transform is anchored. */
  const pointOf = (event: PointerEvent) => {
    const rect = stage.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
  };
  /** Each change in the number of fingers starts the gesture again from where the photo is. */
  const restartGesture = (moved: boolean) => {
    gesture.current = pointers.current.size ? { zoom: zoomNow.current, start: new Map(pointers.current), moved } : null;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, pointOf(event));
    setTouching(true);
    restartGesture(pointers.current.size > 1);
  };

  const onPointerMove = (event: PointerEvent) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, pointOf(event));
    const ids = [...g.start.keys()].filter((id) => pointers.current.has(id));
    if (ids.length >= 2) {
      const [a, b] = ids;
      g.moved = true;
      setZoom(pinch(g.zoom, [g.start.get(a)!, g.start.get(b)!], [pointers.current.get(a)!, pointers.current.get(b)!], box()));
      return;
    }
    const from = g.start.get(event.pointerId);
    if (!from) return;
    const now = pointers.current.get(event.pointerId)!;
    const dx = now.x - from.x;
    const dy = now.y - from.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) g.moved = true;
    if (g.zoom.scale > 1) setZoom(bounded({ scale: g.zoom.scale, x: g.zoom.x + dx, y: g.zoom.y + dy }, box()));
    else if (total > 1) setSwipeX(dx);
  };

  const onPointerEnd = (event: PointerEvent) => {
    const g = gesture.current;
    const at = pointers.current.get(event.pointerId);
    if (!g || !at) return;
    const single = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    const from = g.start.get(event.pointerId);
    const ended = event.type === 'pointerup';
    if (single && ended && from && g.zoom.scale === 1) {
      const dx = at.x - from.x;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(at.y - from.y)) go(dx < 0 ? index + 1 : index - 1);
    }
    if (single && ended && !g.moved) {
      const previous = lastTap.current;
      if (previous && event.timeStamp - previous.at < DOUBLE_TAP_MS && Math.hypot(at.x - previous.point.x, at.y - previous.point.y) < DOUBLE_TAP_PX) {
        setZoom(toggleZoom(zoomNow.current, at, box()));
        lastTap.current = null;
      } else {
        lastTap.current = { at: event.timeStamp, point: at };
      }
    }
    setSwipeX(0);
    setTouching(pointers.current.size > 0);
    restartGesture(true);
  };

  const zoomBy = (factor: number) => setZoom(zoomAround(zoomNow.current, zoomNow.current.scale * factor, { x: 0, y: 0 }, box()));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => go(index - 1),
      ArrowRight: () => go(index + 1),
      Home: () => go(0),
      End: () => go(total - 1),
      '+': () => zoomBy(KEY_ZOOM_STEP),
      '=': () => zoomBy(KEY_ZOOM_STEP),
      '-': () => zoomBy(1 / KEY_ZOOM_STEP),
      '0': () => setZoom(UNZOOMED),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  const zoomed = zoom.scale > 1;
  return (
    <dialog
      ref={dialog}
      aria-label={t('Photos: {title}', { title })}
      onKeyDown={onKeyDown}
      // Escape: handled here, so that the viewer closes through history like every other way out.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser may close a modal by itself (a second Escape, Android's back gesture).
      onClose={close}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 p-2">
          <p aria-live="polite" className="min-w-0 flex-1 truncate px-2 text-sm font-medium tabular-nums">
            <span aria-hidden="true">
              {index + 1} / {total}
            </span>
            <span className="sr-only">{t('Photo {n} of {total}', { n: index + 1, total })}</span>
          </p>
          <button type="button" onClick={() => (zoomed ? setZoom(UNZOOMED) : zoomBy(TAP_SCALE))} aria-label={zoomed ? t('Zoom out') : t('Zoom in')} className={barButton}>
            <svg aria-hidden="true" width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
              <circle cx="11" cy="11" r="7" />
              <path d={zoomed ? 'M20 20l-3.5-3.5M8 11h6' : 'M20 20l-3.5-3.5M8 11h6M11 8v6'} />
            </svg>
          </button>
          <button ref={closeButton} type="button" onClick={close} aria-label={t('Close')} className={barButton}>
            <svg aria-hidden="true" width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <div
            ref={stage}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            className={`absolute inset-0 touch-none select-none overflow-hidden ${zoomed ? 'cursor-grab' : ''}`}
          >
            <img
              ref={photo}
              key={url}
              src={imageSrc(url)}
              srcSet={imageSrcSet(url)}
              sizes="100vw"
              alt={total > 1 ? `${title} (${index + 1}/${total})` : title}
              draggable={false}
              style={{ transform: `translate(${zoom.x + swipeX}px, ${zoom.y}px) scale(${zoom.scale})` }}
              className={`h-full w-full object-contain ${touching ? '' : 'transition-transform duration-150 motion-reduce:transition-none'}`}
            />
          </div>
          {total > 1 && (
            <>
              <button type="button" onClick={() => go(index - 1)} aria-label={t('Previous image')} className={`${sideButton} left-2`}>
                <ChevronLeft />
              </button>
              <button type="button" onClick={() => go(index + 1)} aria-label={t('Next image')} className={`${sideButton} right-2`}>
                <ChevronRight />
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
