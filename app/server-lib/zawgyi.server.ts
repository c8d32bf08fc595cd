// Many phones in Myanmar still type in Zawgyi, a font encoding that looks like Burmese but puts
// other code points in the text: stored as typed, it shows as garbage on Unicode phones and a
// search for it never finds Unicode listings. Every text the server takes (page forms and /api
// bodies, via form-action.server.ts and api.server.ts, and search terms) is checked with
// Google's detector (myanmar-tools) and converted to Unicode when it is Zawgyi. Every field is
// held to its length first (bounded-fields.server.ts); the converter then works in slices.
import { createRequire } from 'node:module';
import { hasMyanmarScript } from '../lib/myanmar-script';

interface Detector {
  getZawgyiProbability(text: string): number;
}
interface Converter {
  zawgyiToUnicode(text: string): string;
}

/**
 * Above this the detector is sure: Google's own guidance for a text whose encoding must be
 * decided (a short Unicode text scores far below it; English scores -Infinity, no Burmese).
 */
const ZAWGYI_THRESHOLD = 0.95;

let tools: { detector: Detector; converter: Converter } | undefined;

/** Loaded on first use: the model is 100 KB of tables most requests never need. */
function zawgyiTools() {
  if (!tools) {
    const { ZawgyiDetector, ZawgyiConverter } = createRequire(import.meta.url)('myanmar-tools') as {
      ZawgyiDetector: new () => Detector;
      ZawgyiConverter: new () => Converter;
    };
    tools = { detector: new ZawgyiDetector(), converter: new ZawgyiConverter() };
  }
  return tools;
}

/**
 * The converter copies the rest of its text at every character it rewrites, so its cost grows
 * with the square of the text: it is given slices of at most this many characters.
 */
const SLICE = 500;

/**
 * `text` in slices of at most SLICE characters, each cut before a space or line break where
 * there is one (no conversion rule reaches across one), else at SLICE.
 */
export function* slicesOf(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > SLICE) {
    let end = start + SLICE;
    while (end > start && !/\s/.test(text[end]!)) end--;
    if (end === start) end = start + SLICE;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/** Whether the detector is sure `text` is Zawgyi (text without a Burmese letter never is, and skips the model). */
const isZawgyi = (text: string) => hasMyanmarScript(text) && zawgyiTools().detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;

const convertedSlice = (slice: string) => zawgyiTools().converter.zawgyiToUnicode(slice);

/** The text in Unicode: converted when it was typed in Zawgyi, else as it was. For short text (a search term). */
export function unicodeText(text: string): { text: string; converted: boolean } {
  if (!isZawgyi(text)) return { text, converted: false };
  return { text: Array.from(slicesOf(text), convertedSlice).join(''), converted: true };
}

/** unicodeText for text of any length: the event loop serves other requests between slices. */
async function unicodeTextInTurns(text: string): Promise<{ text: string; converted: boolean }> {
  if (text.length <= SLICE || !isZawgyi(text)) return unicodeText(text);
  let converted = '';
  for (const slice of slicesOf(text)) {
    converted += convertedSlice(slice);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { text: converted, converted: true };
}

/**
 * Passwords are compared byte for byte: one set with Burmese letters must keep working as it was
 * typed, so they are never converted.
 */
const SECRETS = new Set(['password', 'currentPassword', 'newPassword', 'confirmPassword']);

/**
 * Every string inside a form or a JSON body but a password, converted where it is Zawgyi; `converted` names the
 * top-level fields that held one. Arrays and objects are walked 32 levels deep (no form nests
 * further; the schemas refuse what does), and the input comes back as it was when nothing changed.
 */
export async function unicodeFields<T>(input: T): Promise<{ value: T; converted: string[] }> {
  const converted = new Set<string>();
  const convert = async (value: unknown, field: string, depth: number): Promise<unknown> => {
    if (typeof value === 'string') {
      const result = await unicodeTextInTurns(value);
      if (result.converted) converted.add(field);
      return result.text;
    }
    if (depth > 32 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return Promise.all(value.map((item) => convert(item, field, depth + 1)));
    const entries = Object.entries(value).map(async ([key, inner]) => [key, depth === 0 && SECRETS.has(key) ? inner : await convert(inner, depth === 0 ? key : field, depth + 1)]);
    return Object.fromEntries(await Promise.all(entries));
  };
  const value = (await convert(input, 'form', 0)) as T;
  return { value: converted.size ? value : input, converted: [...converted] };
}

/**
 * Below this the detector is sure enough that a text is Unicode. Between it and ZAWGYI_THRESHOLD
 * a short text could be either: 'condo' typed in Zawgyi scores 0.2, and is also valid Unicode.
 */
const UNICODE_SURE = 0.001;

/**
 * The ways a search word may be read: as typed and, when the detector cannot tell its encoding,
 * also converted from Zawgyi; only converted when it is sure. A search looks for every reading.
 */
export function readingsOf(word: string): string[] {
  if (!hasMyanmarScript(word)) return [word];
  const probability = zawgyiTools().detector.getZawgyiProbability(word);
  if (probability < UNICODE_SURE) return [word];
  const converted = convertedSlice(word);
  if (probability > ZAWGYI_THRESHOLD) return [converted];
  return converted === word ? [word] : [word, converted];
}
