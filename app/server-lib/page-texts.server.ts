// Renders a page and writes the Burmese texts it used into it (lib/i18n/page-texts.tsx: why).
import { recordingTexts } from '../lib/i18n';
import { encodePageTexts, PAGE_TEXTS_PLACEHOLDER } from '../lib/i18n/page-texts';

/** `render`'s HTML with the placeholder replaced by the Burmese texts translated while it ran (none on an English page). */
export function withPageTexts(render: () => string): string {
  const [html, texts] = recordingTexts(render);
  if (Object.keys(texts).length === 0) return html;
  // A function, so that a '$' in a text is not read as a replacement pattern.
  return html.replace(PAGE_TEXTS_PLACEHOLDER, () => encodePageTexts(texts));
}
