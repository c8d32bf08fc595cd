// The hostile values sent by the hostile-input sweep, in one place, and the functions that turn
// them into query strings, JSON bodies and multipart forms.

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
export const LONG = 'x'.repeat(10_000);

/** Path segments, as sent (already percent-encoded; some deliberately malformed). */
export const PATH_VALUES = [
  'not-a-uuid',
  NIL_UUID,
  `${NIL_UUID}x`,
  NIL_UUID.toUpperCase().replace(/0/g, 'F'),
  LONG,
  '%00',
  "'",
  "%27%20OR%20'1'%3D'1",
  '..%2F..%2Fetc%2Fpasswd',
  'a..b',
  encodeURIComponent('ရန်ကုန်'),
  '-1',
  'NaN',
  '1e309',
  '9'.repeat(400),
  '%',
  '%25',
  '%5C',
  '%22',
  '%FF',
  '%E1%80',
  '%20',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

/** Query values, encoded with encodeURIComponent when sent. */
const QUERY_VALUES = [
  '',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9'.repeat(400),
  LONG,
  '%',
  '_',
  '\\',
  "'",
  '"',
  "' OR 1=1 --",
  'ရန်ကုန် မြို့',
  '\u0000',
  'true',
  'null',
  '[]',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  NIL_UUID,
];
/** Query values sent exactly as written: a lone or broken percent-escape. */
const RAW_QUERY_VALUES = ['%', '%FF', '%E1%80', '%00', '%%%'];

/** Whole JSON bodies, as sent with content-type application/json. */
const RAW_BODIES: Record<string, string> = {
  'empty body': '',
  'truncated JSON': '{"a":',
  'not JSON': 'not json',
  'NUL byte': '\u0000',
  null: 'null',
  'empty array': '[]',
  'array of objects': '[{}]',
  number: '42',
  string: '"text"',
  boolean: 'true',
  'empty object': '{}',
  'prototype pollution': '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  'two objects': '{"a":1}{"a":2}',
  'deeply nested': '['.repeat(20_000) + ']'.repeat(20_000),
  'over 100 KB': JSON.stringify({ a: 'x'.repeat(150_000) }),
};

/** Values put into a body's fields, as JSON text (1e309 parses to Infinity). */
const FIELD_VALUES = [
  '"abc"',
  '""',
  '-1',
  '0',
  '1e309',
  '123456789012345678901234567890',
  'true',
  '"true"',
  'null',
  '[1,2]',
  '{"$gt":""}',
  JSON.stringify(LONG),
  '"ရန်ကုန်"',
  JSON.stringify(`%_\\'"`),
  '"\\u0000"',
  JSON.stringify(NIL_UUID),
];

// ---------------------------------------------------------------------------------------------
// Turning them into query strings, bodies and forms.

export type Body = string | Blob | FormData | ReadableStream;
/** A body to send, its content type, and a label for failure messages. */
export interface Variant {
  label: string;
  contentType?: string;
  body: Body;
}

/** Bodies of the wrong kind for a call that reads JSON (or a form). */
function wrongContentTypes(sample: Record<string, unknown>): Variant[] {
  const form = new URLSearchParams(Object.entries(sample).map(([k, v]) => [k, String(v)])).toString();
  return [
    { label: 'form-encoded', contentType: 'application/x-www-form-urlencoded', body: form },
    { label: 'form-encoded garbage', contentType: 'application/x-www-form-urlencoded', body: '%%%&&==&a=%FF&b[]=1&b[]=2&c[$gt]=' },
    { label: 'text/plain', contentType: 'text/plain', body: JSON.stringify(sample) },
    { label: 'broken multipart', contentType: 'multipart/form-data; boundary=abc', body: '--xyz\r\ngarbage' },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'garbage' },
    { label: 'no content-type', body: new Blob([JSON.stringify(sample)]) },
  ];
}

/**
 * Hostile query strings for these names: each value on one name at a time (all at once, one bad
 * value would hide the others behind the first 400), then repeated, bracketed and odd names.
 */
export function hostileQueries(
  names: string[],
  values = QUERY_VALUES,
  raw = RAW_QUERY_VALUES,
  oneAtATime = true,
): { label: string; query: string }[] {
  const queries: { label: string; query: string }[] = [];
  const show = (value: string) => (value.length > 40 ? `${value[0]}×${value.length}` : JSON.stringify(value));
  for (const group of oneAtATime ? names.map((n) => [n]) : [names]) {
    const label = oneAtATime ? `${group[0]}=` : 'all=';
    for (const value of values) {
      queries.push({ label: label + show(value), query: group.map((n) => `${n}=${encodeURIComponent(value)}`).join('&') });
    }
    for (const value of raw) queries.push({ label: `${label}raw ${value}`, query: group.map((n) => `${n}=${value}`).join('&') });
  }
  queries.push({ label: 'repeated names', query: names.map((n) => `${n}=1&${n}=2`).join('&') });
  queries.push({ label: 'bracketed names', query: names.map((n) => `${n}[]=1&${n}[$gt]=`).join('&') });
  queries.push({ label: 'prototype names', query: '__proto__=1&constructor=x&hasOwnProperty=1&toString=1' });
  return queries;
}

/** A body sent in chunks, without a content-length: only reading it shows its size. */
const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

/**
 * A body that passes validation; `harmless` when it changes nothing (only then is it also sent
 * with one field hostile and the rest valid), else only its field names are used.
 */
export interface BodySample {
  sample: Record<string, unknown>;
  harmless: boolean;
  /** Single-field variants to leave out (ones that would make the sample do something). */
  skip?: (field: string, value: string) => boolean;
}

/** The hostile bodies for a call that reads JSON. */
export function hostileBodies(spec: BodySample): Variant[] {
  const json = 'application/json';
  const fields = Object.keys(spec.sample);
  const bodies: Variant[] = Object.entries(RAW_BODIES).map(([label, body]) => ({
    label,
    contentType: json,
    body,
  }));
  // Every field the same hostile value (missing required fields and wrong types at once).
  for (const value of FIELD_VALUES) {
    bodies.push({
      label: `all fields ${value.slice(0, 30)}`,
      contentType: json,
      body: `{${fields.map((f) => `${JSON.stringify(f)}:${value}`).join(',')}}`,
    });
  }
  if (spec.harmless) {
    // One field hostile, the rest valid: the value reaches the domain code.
    for (const field of fields) {
      for (const value of FIELD_VALUES) {
        if (spec.skip?.(field, value)) continue;
        const body = JSON.stringify({ ...spec.sample, [field]: '\u0001' }).replace('"\\u0001"', value);
        bodies.push({ label: `${field}=${value.slice(0, 30)}`, contentType: json, body });
      }
    }
    bodies.push({
      label: 'extra fields',
      contentType: json,
      body: JSON.stringify({
        ...spec.sample,
        isAdmin: true,
        role: 'admin',
        _id: NIL_UUID,
        id: NIL_UUID,
        unexpected: { nested: [1, { deep: true }] },
      }),
    });
  }
  bodies.push({ label: 'over 100 KB, chunked (no content-length)', contentType: json, body: chunked(RAW_BODIES['over 100 KB']) });
  bodies.push(...wrongContentTypes(spec.harmless ? spec.sample : {}));
  return bodies;
}

/** Hostile bodies for a call that reads a multipart form. */
export function hostileForms(): Variant[] {
  const form = (entries: [string, string | Blob, string?][]) => {
    const data = new FormData();
    for (const [name, value, filename] of entries) {
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, value, filename);
    }
    return data;
  };
  const garbage = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5])], { type: 'image/png' });
  const fakePdf = new Blob(['%PDF-1.4\n garbage that is no PDF'], { type: 'application/pdf' });
  const fields: [string, string][] = [
    ['name', 'Probe'],
    ['email', 'probe@example.com'],
    ['message', 'A probe'],
  ];
  return [
    ...wrongContentTypes({}),
    { label: 'JSON', contentType: 'application/json', body: '{"images":[]}' },
    { label: 'empty form', body: form([]) },
    {
      label: 'images as text',
      body: form([
        ['images', 'not a file'],
        ['images', LONG],
      ]),
    },
    { label: 'garbage image', body: form([['images', garbage, 'photo.png']]) },
    { label: 'traversal file name', body: form([['images', garbage, '../../../etc/passwd']]) },
    {
      label: 'empty file',
      body: form([
        ['images', new Blob([]), 'empty.jpg'],
        ['file', new Blob([]), 'empty.pdf'],
      ]),
    },
    { label: 'fields, garbage proof', body: form([...fields, ['file', garbage, 'proof.png']]) },
    {
      label: 'NUL in fields',
      body: form([
        ['name', '\u0000'],
        ['email', 'probe@example.com'],
        ['message', 'a\u0000b'],
        ['file', garbage, 'proof.png'],
      ]),
    },
    { label: 'fields, fake PDF proof', body: form([...fields, ['packageId', "'"], ['file', fakePdf, '../proof.pdf']]) },
    { label: 'fields, hostile package', body: form([...fields, ['packageId', LONG], ['file', 'not a file']]) },
    {
      label: 'fields wrong',
      body: form([
        ['name', LONG],
        ['email', 'ရန်ကုန်'],
        ['message', ''],
        ['file', garbage, '\u0000.png'],
      ]),
    },
  ];
}
