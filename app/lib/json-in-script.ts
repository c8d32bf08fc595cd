// JSON written into an HTML <script> element (the page's Burmese texts, a page's JSON-LD): escaped
// so that nothing in it can end the element or be read as HTML, as React Router's <Meta> escapes
// 'script:ld+json'. JSON.parse reads the escapes back as the same characters.
const UNSAFE = /[&<>\u2028\u2029]/g;

export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
