// The portal stores every image in two widths (see domain/media/images.server.ts). Components use
// these helpers to ask for the small one in lists and let the browser choose on detail pages, so
// slow mobile connections download a 400 px file instead of an 800 px one.
// A stored image URL is always the portal's path (`/media/ab/<id>-800.webp`); where a browser
// fetches it from is decided here, when it is drawn: from the bucket's public address when the
// images live in a bucket with S3_PUBLIC_URL set, else from the portal's /media. So switching
// stores rewrites no row, and a form keeps sending the stored path, never the drawn one.
// No server imports: this module is bundled for the browser.
import { trimEnd } from './trim-ends';

const PORTAL_IMAGE = /^\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/;

// The server sets the base at start-up (server/app.ts); the Express server and React Router's
// bundle are separate module graphs, hence globalThis. The root writes it on <html
// data-media-base>, where the browser reads it, so both draw the same addresses.
const KEY = Symbol.for('yangon-portal.media-base');
type Holder = { [KEY]?: string };
let browserBase: string | undefined;

/** Where the portal's images are fetched from: '' for the portal itself, or the bucket's public address. */
export function setMediaBase(base: string | undefined) {
  (globalThis as Holder)[KEY] = trimEnd(base ?? '', (c) => c === '/');
}

export function mediaBase(): string {
  if (typeof document === 'undefined') return (globalThis as Holder)[KEY] ?? '';
  return (browserBase ??= document.documentElement.dataset.mediaBase ?? '');
}

/** True for a URL made by the portal's image store (so a 400 px sibling exists). */
export const isPortalImageUrl = (url: string | null | undefined): url is string => !!url && PORTAL_IMAGE.test(url);

/** The address a browser fetches a stored image from; any other URL is returned as it is. */
export function imageSrc(url: string): string {
  return url.startsWith('/media/') ? `${mediaBase()}${url}` : url;
}

/** A site path as the absolute address crawlers and chat apps need; other URLs as they are. */
export const absoluteUrl = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/** A stored image's full address, for share previews and crawlers: the bucket's public one when images are served from there. */
export const absoluteImageUrl = (origin: string, url: string) => absoluteUrl(origin, imageSrc(url));

/** The 400 px rendition of a portal image, ready to draw; any other URL is returned as it is. */
export function smallImage(url: string): string {
  return imageSrc(isPortalImageUrl(url) ? url.replace(/-800\.webp$/, '-400.webp') : url);
}

/** A srcset offering both renditions, or undefined when the URL is not a portal image. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  return isPortalImageUrl(url) ? `${smallImage(url)} 400w, ${imageSrc(url)} 800w` : undefined;
}
