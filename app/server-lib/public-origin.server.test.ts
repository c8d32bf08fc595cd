import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from './config.server';
import { announceOrigin, announcedOrigin, normalizePublicUrl, publicOrigin } from './public-origin.server';

describe('announcedOrigin: what the start-up message tells the user to open', () => {
  it.each([
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 8080, 'http://localhost:8080'],
    ['', 3000, 'http://localhost:3000'],
    ['127.0.0.1', 4000, 'http://127.0.0.1:4000'],
    ['::1', 4000, 'http://[::1]:4000'],
    ['homes.local', 80, 'http://homes.local:80'],
  ])('%j port %d → %s', (host, port, expected) => {
    expect(announcedOrigin({ host, port })).toBe(expected);
  });
});

describe('normalizePublicUrl', () => {
  it.each([
    ['https://homes.example.com', 'https://homes.example.com'],
    ['https://homes.example.com/', 'https://homes.example.com'],
    ['https://Homes.Example.com:443//', 'https://homes.example.com'],
    ['https://example.com/portal/', 'https://example.com/portal'],
    ['https://homes.example.com/?x=1#y', 'https://homes.example.com'],
  ])('%s → %s', (value, expected) => {
    expect(normalizePublicUrl(value)).toBe(expected);
  });
});

describe('publicOrigin', () => {
  const saved = process.env.PUBLIC_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
    resetConfig();
    announceOrigin(undefined);
  });

  it('PUBLIC_URL first, then the announced address', () => {
    delete process.env.PUBLIC_URL;
    resetConfig();
    announceOrigin('http://localhost:4567');
    expect(publicOrigin()).toBe('http://localhost:4567');
    process.env.PUBLIC_URL = 'https://homes.example.com/';
    resetConfig();
    expect(publicOrigin()).toBe('https://homes.example.com');
  });

  it.each(['homes.example.com', 'javascript:alert(1)', 'ftp://homes.example.com'])('refuses PUBLIC_URL=%s at start-up', (value) => {
    process.env.PUBLIC_URL = value;
    resetConfig();
    expect(() => publicOrigin()).toThrow(/PUBLIC_URL|http/);
  });
});
