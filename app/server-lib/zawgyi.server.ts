// Many phones in Myanmar still type in Zawgyi, a font encoding that looks like Burmese but puts
// other code points in the text: stored as typed, it shows as garbage on Unicode phones and a
// search for it never finds Unicode listings. Every text the server takes (page forms and /api
// bodies, via form-action.server.ts and api.server.ts, and search terms) is checked with
// Google's detector (myanmar-tools) and converted to Unicode when it is Zawgyi.
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

/** The text in Unicode: converted when it was typed in Zawgyi, else as it was. */
export function unicodeText(text: string): { text: string; converted: boolean } {
  // Text without a Burmese letter is never Zawgyi, and skips the model.
  if (!hasMyanmarScript(text)) return { text, converted: false };
  const { detector, converter } = zawgyiTools();
  if (detector.getZawgyiProbability(text) <= ZAWGYI_THRESHOLD) return { text, converted: false };
  return { text: converter.zawgyiToUnicode(text), converted: true };
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
export function unicodeFields<T>(input: T): { value: T; converted: string[] } {
  const converted = new Set<string>();
  const convert = (value: unknown, field: string, depth: number): unknown => {
    if (typeof value === 'string') {
      const result = unicodeText(value);
      if (result.converted) converted.add(field);
      return result.text;
    }
    if (depth > 32 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => convert(item, field, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, depth === 0 && SECRETS.has(key) ? inner : convert(inner, depth === 0 ? key : field, depth + 1)]));
  };
  const value = convert(input, 'form', 0) as T;
  return { value: converted.size ? value : input, converted: [...converted] };
}
