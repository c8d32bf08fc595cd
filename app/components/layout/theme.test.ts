import { describe, expect, it } from 'vitest';
import { KEPT_COPY_ATTRIBUTE } from '../../lib/offline-cache';
import { chosenTheme, FOLLOW_SYSTEM_THEME_SCRIPT, THEME_COOKIE, themeColor } from './theme';

describe('the theme', () => {
  it('is the one chosen in the cookie, or none (follow the system)', () => {
    expect(chosenTheme('dark')).toBe('dark');
    expect(chosenTheme('light')).toBe('light');
    expect(chosenTheme('purple')).toBeNull();
    expect(chosenTheme(null)).toBeNull();
  });

  it('has an inline script that names the cookie theme.ts does and the kept copies\' mark (it cannot import them)', () => {
    expect(FOLLOW_SYSTEM_THEME_SCRIPT).toContain(`${THEME_COOKIE}=(dark|light)`);
    expect(FOLLOW_SYSTEM_THEME_SCRIPT).toMatch(new RegExp(`["']${KEPT_COPY_ATTRIBUTE}["']`));
  });

  it('has a bar colour for each theme', () => {
    expect([themeColor('light'), themeColor('dark')]).toEqual(['#0f766e', '#0d1117']);
  });
});
