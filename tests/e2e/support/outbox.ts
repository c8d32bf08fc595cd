// The portal's outbox in the browser suite: without SMTP_URL each message is an .eml file in
// DATA_DIR/mail. Quoted-printable soft line breaks and '=3D' are undone so texts can be matched.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The newest message whose text satisfies `match`, once the portal's mail queue has written it
 * (polling: the test's timeout is the only limit).
 */
export async function findMail(match: (text: string) => boolean): Promise<string> {
  const folder = path.join(inject('dataDir'), 'mail');
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (match(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
