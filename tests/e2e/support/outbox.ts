// The portal's outbox in the browser suite: without SMTP_URL each message is an .eml file in
// DATA_DIR/mail. A test reads a message's headers as sent and its text decoded (tests/support/mime.ts):
// a mail in Burmese goes out in base64.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { headOf, mailOf, partOf, textOf } from '../../support/mime';

/** A message's headers as sent, a blank line, then its text (the plain-text part of a multipart one). */
function readable(raw: string): string {
  const mail = mailOf(raw);
  const text = /^multipart\//i.test(mail.headers['content-type'] ?? '') ? (partOf(mail, 'text/plain') ?? '') : textOf(mail);
  return `${headOf(raw)}\n\n${text}`;
}

/**
 * The newest message whose headers and text satisfy `match`, once the portal's mail queue has
 * written it (polling: the test's timeout is the only limit).
 */
export async function findMail(match: (text: string) => boolean): Promise<string> {
  const folder = path.join(inject('dataDir'), 'mail');
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const text = readable(fs.readFileSync(path.join(folder, file), 'utf8'));
      if (match(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
