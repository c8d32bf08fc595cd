import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, getConfig, resetConfig } from './config.server';
import { DEFAULT_CHAT_LINKS } from '../lib/constants';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

describe('chat links configuration', () => {
  it('uses the default accounts when CHAT_*_URL are unset', () => {
    delete process.env.CHAT_MESSENGER_URL;
    delete process.env.CHAT_VIBER_URL;
    delete process.env.CHAT_TELEGRAM_URL;
    resetConfig();
    const config = getConfig();
    expect([config.CHAT_MESSENGER_URL, config.CHAT_VIBER_URL, config.CHAT_TELEGRAM_URL]).toEqual(Object.values(DEFAULT_CHAT_LINKS));
  });

  it('takes https, viber: and tg: links, trimmed', () => {
    Object.assign(process.env, { CHAT_MESSENGER_URL: ' https://m.me/shwe.homes ', CHAT_VIBER_URL: 'viber://pa?chatURI=shwe', CHAT_TELEGRAM_URL: 'tg://resolve?domain=shwe' });
    resetConfig();
    const config = getConfig();
    expect([config.CHAT_MESSENGER_URL, config.CHAT_VIBER_URL, config.CHAT_TELEGRAM_URL]).toEqual(['https://m.me/shwe.homes', 'viber://pa?chatURI=shwe', 'tg://resolve?domain=shwe']);
  });

  it('refuses a link that could run script or is not a link', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http://m.me/x', 'm.me/x']) {
      process.env.CHAT_TELEGRAM_URL = bad;
      resetConfig();
      expect(() => getConfig(), bad).toThrow(/CHAT_TELEGRAM_URL|https/);
    }
  });
});

describe('.env.example', () => {
  it('names every variable the configuration reads, set or commented out with its default', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const named = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    for (const name of CONFIG_VARIABLES) expect(named, name).toContain(name);
  });
});
