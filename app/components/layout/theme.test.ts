import { describe, expect, it } from 'vitest';
import { chosenTheme, FOLLOW_SYSTEM_THEME_SCRIPT, THEME_COOKIE, themeColor } from './theme';

describe('the theme', () => {
  it('is the one chosen in the cookie, or none (follow the system)', () => {
    expect(chosenTheme('dark')).toBe('dark');
    expect(chosenTheme('light')).toBe('light');
    expect(chosenTheme('purple')).toBeNull();
    expect(chosenTheme(null)).toBeNull();
  });

  it('has an inline script that names the cookie theme.ts does (it cannot import it)', () => {
    expect(FOLLOW_SYSTEM_THEME_SCRIPT).toContain(`${THEME_COOKIE}=(?:dark|light)`);
  });

  it('has a bar colour for each theme', () => {
    expect([themeColor('light'), themeColor('dark')]).toEqual(['#0f766e', '#0d1117']);
  });
});
