// A Burmese page carries the Burmese texts it was drawn with, so the browser can hydrate it
// without first fetching the whole catalogue (150 KB of text, 23 KB as brotli, most of it for
// other pages): on a slow connection that file competed with the page's own scripts, and
// hydration waited for it. The server notes each text it translates while it renders the page
// (recordingTexts in ./index) and writes them into this element (server-lib/page-texts.server.ts);
// the browser reads them before hydrating (entry.client.tsx) and fetches the rest when idle.
import { startWithTexts } from '.';
import { jsonInScript } from '../json-in-script';

const ELEMENT_ID = 'page-texts';

/** What the server renders in the element, and replaces with the page's texts once it has rendered the page. */
export const PAGE_TEXTS_PLACEHOLDER = '{"":"page-texts"}';

/** The element's content as the server sent it: rendered again unchanged, so hydration matches. */
let sentTexts: string | null = null;

/** The texts a Burmese page came with (JSON that no text can end the element with). */
export function encodePageTexts(texts: Record<string, string>): string {
  return jsonInScript(texts);
}

/** In the browser, before hydration: starts translating with the page's own texts. False if the page has none. */
export function startWithPageTexts(): boolean {
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    startWithTexts(JSON.parse(element.textContent) as Record<string, string>);
  } catch {
    return false;
  }
  sentTexts = element.textContent;
  return true;
}

/** The element with a Burmese page's texts (JSON, never run): the placeholder on the server, what it sent in the browser. */
export function PageTexts({ burmese }: { burmese: boolean }) {
  const content = typeof document === 'undefined' ? PAGE_TEXTS_PLACEHOLDER : sentTexts;
  if (!burmese || content === null) return null;
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: content }} />;
}
