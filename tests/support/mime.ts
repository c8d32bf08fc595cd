// Reading a raw e-mail as nodemailer writes it: its headers, and its text decoded from the
// transfer encoding it chose (quoted-printable, or base64 for a mostly Burmese text).

/** A message as it was sent. */
export interface Mail {
  raw: string;
  /** Headers, unfolded, names in lower case. */
  headers: Record<string, string>;
}

export const mailOf = (raw: string): Mail => ({ raw, headers: parseHeaders(raw) });

/** The header block as sent, before the first blank line. */
export const headOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0];

/** Headers, unfolded, names in lower case. */
export function parseHeaders(raw: string): Record<string, string> {
  const head = headOf(raw).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

const qpBytes = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

/** A header with its RFC 2047 encoded words (=?UTF-8?B?...?= or ?Q?) decoded. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not part of the text
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64') : qpBytes(text.replace(/_/g, ' '))).toString('utf8'),
    );
}

/** A body's text (UTF-8), decoded from its transfer encoding. */
function decodedBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return qpBytes(body).toString('utf8');
    default:
      return body;
  }
}

/** The text of a single-part mail, decoded from its transfer encoding (UTF-8). */
export function textOf(mail: Mail): string {
  const body = mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n');
  return decodedBody(body, mail.headers['content-transfer-encoding']);
}

/** The decoded bytes of the attachment with this file name (base64, as nodemailer sends it). */
export function attachment(mail: Mail, filename: string): Buffer | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`filename="?${filename.replace(/\./g, '\\.')}"?`).test(p.replace(/\r?\n[ \t]+/g, ' ')));
  if (!part) return null;
  const body = part.split(/\r?\n\r?\n/).slice(1).join('\n').split(/\r?\n--/)[0];
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

/** The decoded text of the part of a multipart mail with this content type ('text/plain', 'text/html'). */
export function partOf(mail: Mail, contentType: string): string | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => new RegExp(`^content-type:\\s*${contentType.replace('/', '\\/')}`, 'im').test(p.split(/\r?\n\r?\n/)[0]));
  if (!part) return null;
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n').split(/\r?\n--[^\r\n]+--/)[0];
  return decodedBody(body, /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]);
}
