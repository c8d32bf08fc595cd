// The one allow-list for rich text (listing descriptions, agency and post bodies). It runs when
// text is written and again when it is rendered: rows written by older code, a script or a
// direct database edit must not be able to put markup on a page that the editor could not.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  // No javascript:, data: or vbscript: links; protocol-relative URLs could point anywhere.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags instead of left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Links leave the portal in a new tab, pass no referrer handle and no ranking credit.
    a: (tagName, attribs) => {
      const safe: sanitizeHtml.Attributes = attribs.href ? { href: attribs.href, rel: 'noopener nofollow', target: '_blank' } : {};
      return { tagName, attribs: safe };
    },
    // Editors produce <b>/<i>; keep their meaning under the allowed names.
    b: 'strong',
    i: 'em',
    h1: 'h2',
  },
};

/** Rich text reduced to the allowed tags: no images, styles, scripts or event handlers. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
