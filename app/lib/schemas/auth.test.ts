import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { signUpSchema, USERNAME_CHARACTERS, USERNAME_MIXED_SCRIPTS, usernameField } from './auth';

const username = (value: string) => {
  const result = validate(signUpSchema, { username: value, email: 'a@example.com', password: 'a fine long password' });
  return result.ok ? { ok: result.data.username } : { error: result.errors.username };
};

describe('usernameField (the browser and the server alike)', () => {
  it('stores NFKC, trimmed after normalizing', () => {
    expect(username('ｇｏｌｄｅｎｌａｎｄ')).toEqual({ ok: 'goldenland' });
    expect(username('\u3000Ko Aung\u3000')).toEqual({ ok: 'Ko Aung' });
    expect(username('  Ma Su ')).toEqual({ ok: 'Ma Su' });
  });

  it("refuses Latin mixed with Cyrillic or Greek: 'gоldenland' with a Cyrillic о", () => {
    for (const name of ['gоldenland', 'gοldenland', 'Иван Petrov', 'Αλέξης Иван']) expect(username(name)).toEqual({ error: USERNAME_MIXED_SCRIPTS });
  });

  it('keeps Burmese, alone or with Latin letters or digits, and each of the three scripts alone', () => {
    for (const name of ['မောင်မောင်', 'Ko မောင်', 'Aung ၁၂၃', 'goldenland', 'Иван', 'Αλέξης', 'user-42']) expect(username(name)).toEqual({ ok: name });
  });

  it('still refuses other characters with its own message', () => {
    expect(username('ko<script>')).toEqual({ error: USERNAME_CHARACTERS });
    expect(usernameField.safeParse(42).success).toBe(false);
  });
});
