// The portal stores every image in two widths (see domain/media/images.server.ts). Components use
// these helpers to ask for the small one in lists and let the browser choose on detail pages, so
// slow mobile connections download a 400 px file instead of an 800 px one.
// No server imports: this module is bundled for the browser.

const PORTAL_IMAGE = /\/media\/[0-9a-f]{2}\/[0-9a-f-]{36}-800\.webp$/;

/** True for a URL made by the portal's image store (so a 400 px sibling exists). */
export const isPortalImageUrl = (url: string | null | undefined): url is string => !!url && PORTAL_IMAGE.test(url);

/** The 400 px rendition of a portal image; any other URL is returned as it is. */
export function smallImage(url: string): string {
  return isPortalImageUrl(url) ? url.replace(/-800\.webp$/, '-400.webp') : url;
}

/** A srcset offering both renditions, or undefined when the URL is not a portal image. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  return isPortalImageUrl(url) ? `${smallImage(url)} 400w, ${url} 800w` : undefined;
}
