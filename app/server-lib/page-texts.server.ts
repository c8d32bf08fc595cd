// Renders a page and writes the Burmese texts it used into it (lib/i18n/page-texts.tsx: why).
import { recordingTexts } from '../lib/i18n';
import { encodePageTexts, PAGE_TEXTS_PLACEHOLDER } from '../lib/i18n/page-texts';
import { replaceFirst, type HtmlSegments } from './html-segments.server';

/** `render`'s HTML with the placeholder replaced by the Burmese texts translated while it ran (none on an English page). */
export function withPageTexts(render: () => HtmlSegments): HtmlSegments {
  const [html, texts] = recordingTexts(render);
  if (Object.keys(texts).length === 0) return html;
  // The placeholder is the inner HTML of an element (lib/i18n/page-texts.tsx), within one segment.
  return replaceFirst(html, PAGE_TEXTS_PLACEHOLDER, () => encodePageTexts(texts));
}
