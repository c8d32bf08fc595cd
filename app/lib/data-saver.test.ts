import { describe, expect, it } from 'vitest';
import { migrateClientState } from './client-state';
import { dataSaverOf, isSlowConnection } from './data-saver';

describe('data saver', () => {
  it("follows the browser's Save-Data until the reader chooses", () => {
    expect(dataSaverOf(undefined, undefined)).toBe(false);
    expect(dataSaverOf(undefined, 'on')).toBe(true);
    expect(dataSaverOf('', ' On ')).toBe(true);
    expect(dataSaverOf(undefined, 'off')).toBe(false);
    expect(dataSaverOf('data_saver=off', 'on')).toBe(false);
    expect(dataSaverOf('theme=dark; data_saver=on', undefined)).toBe(true);
    expect(dataSaverOf('data_saver=maybe', undefined)).toBe(false);
  });

  it('takes a 2G connection, or one asking to save data, as slow', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('keeps the choice in the client state, and nothing when none was made', () => {
    expect(migrateClientState({ version: 4, theme: 'light', favourites: [], dataSaver: true }).dataSaver).toBe(true);
    expect(migrateClientState({ version: 4, theme: 'light', favourites: [], dataSaver: false }).dataSaver).toBe(false);
    expect(migrateClientState({ version: 4, theme: 'light', favourites: [], dataSaver: 'yes' })).not.toHaveProperty('dataSaver');
    expect(migrateClientState({ version: 3, theme: 'dark' })).not.toHaveProperty('dataSaver');
  });
});
