// The one door to Zod for code that runs in the browser (the shared schemas, the blog query).
// Zod decides, as each object schema is made, whether it may compile a fast parser with
// `new Function`, probing it once; the page's Content-Security-Policy forbids eval, so the probe
// was reported as a CSP violation on every page with a form (a Lighthouse best-practices
// failure). `jitless` skips the probe; it must be set before any schema is made, which is why
// the schemas import Zod from here. The forms' parsing is tiny either way; the server, which
// has no CSP and parses every request, keeps the compiled parsers.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });

export { z } from 'zod';
