// The photo viewer's zoom and pan, as plain arithmetic (no DOM), so it can be tested alone.
// A photo is drawn as translate(x, y) scale(scale) about the centre of its frame (the viewer's
// stage); every point here is measured from that centre. At scale 1 the photo fits the frame
// (object-fit: contain), centred: `photoWidth` x `photoHeight` is its size there.

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Frame {
  width: number;
  height: number;
  photoWidth: number;
  photoHeight: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** What a double tap or the zoom button zooms to. */
export const TAP_SCALE = 2.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The size at which `natural` fits in `width` x `height`, keeping its proportions. */
export function fitted(natural: { width: number; height: number }, width: number, height: number): Frame {
  const fit = natural.width > 0 && natural.height > 0 ? Math.min(width / natural.width, height / natural.height) : 0;
  return fit ? { width, height, photoWidth: natural.width * fit, photoHeight: natural.height * fit } : { width, height, photoWidth: width, photoHeight: height };
}

/**
 * Keeps the zoomed photo in view: across each axis where it is larger than the frame, it can be
 * moved until its edge meets the frame's edge; where it is smaller, it stays centred (a photo
 * dragged off screen is hard to find again on a phone).
 */
export function bounded(zoom: Zoom, frame: Frame): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const maxX = Math.max(0, (scale * frame.photoWidth - frame.width) / 2);
  const maxY = Math.max(0, (scale * frame.photoHeight - frame.height) / 2);
  // `+ 0` turns -0 into 0: an unzoomed photo is exactly UNZOOMED.
  return { scale, x: clamp(zoom.x, -maxX, maxX) + 0, y: clamp(zoom.y, -maxY, maxY) + 0 };
}

/**
 * The zoom after scaling to `scale` while the photo point under `anchor` stays under it (a pinch's
 * midpoint, a double tap's finger): that point was at (anchor - offset) / scale on the photo.
 */
export function zoomAround(start: Zoom, scale: number, anchor: Point, frame: Frame): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / start.scale;
  return bounded({ scale: next, x: anchor.x - (anchor.x - start.x) * ratio, y: anchor.y - (anchor.y - start.y) * ratio }, frame);
}

/**
 * A two-finger gesture: the scale follows the distance between the fingers and the photo point
 * under their first midpoint follows the midpoint as it moves (so pinching also pans).
 */
export function pinch(
  start: Zoom,
  from: [Point, Point],
  to: [Point, Point],
  frame: Frame,
): Zoom {
  const distance = ([a, b]: [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y) || 1;
  const middle = ([a, b]: [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const scale = clamp((start.scale * distance(to)) / distance(from), 1, MAX_SCALE);
  const m0 = middle(from);
  const m1 = middle(to);
  const ratio = scale / start.scale;
  return bounded({ scale, x: m1.x - (m0.x - start.x) * ratio, y: m1.y - (m0.y - start.y) * ratio }, frame);
}

/** A double tap zooms in on the tapped point, or back out when already zoomed. */
export function toggleZoom(current: Zoom, at: Point, frame: Frame): Zoom {
  return current.scale > 1 ? UNZOOMED : zoomAround(current, TAP_SCALE, at, frame);
}
