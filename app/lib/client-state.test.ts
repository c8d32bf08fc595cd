import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY, loadClientState, migrateClientState, saveClientState } from './client-state';

const user = { _id: 'u1', username: 'Ko Aung', avatar: null, isAdmin: false };
const A = '0f6b1c2d-1111-4222-8333-444455556666';
const B = '1f6b1c2d-1111-4222-8333-444455556666';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe('persisted client state', () => {
  it('carries version 4', () => {
    expect(migrateClientState(null).version).toBe(4);
  });

  it('migrates version 1 ({ user }) and version 2 ({ user: { currentUser } } + legacy theme key)', () => {
    expect(migrateClientState({ version: 1, user })).toEqual({ version: 4, currentUser: user, theme: 'light', favourites: [] });
    expect(migrateClientState({ user })).toEqual({ version: 4, currentUser: user, theme: 'light', favourites: [] });
    expect(migrateClientState({ version: 2, user: { currentUser: user } }, 'dark')).toEqual({ version: 4, currentUser: user, theme: 'dark', favourites: [] });
  });

  it('keeps version 3 as it is and drops fields it does not know', () => {
    const state = { version: 3, currentUser: { ...user, token: 'secret' }, theme: 'dark' };
    expect(migrateClientState(state)).toEqual({ version: 4, currentUser: user, theme: 'dark', favourites: [] });
  });

  it('survives garbage in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(CLIENT_STATE_KEY, '{oops');
    expect(loadClientState(storage as unknown as Storage)).toEqual({ version: 4, currentUser: null, theme: 'light', favourites: [] });
  });

  it('round-trips through storage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveClientState({ version: 4, currentUser: user, theme: 'dark', favourites: [A] }, storage);
    expect(loadClientState(storage)).toEqual({ version: 4, currentUser: user, theme: 'dark', favourites: [A] });
  });

  it('keeps version 4 favourites: listing ids only, each once, at most 100', () => {
    const many = Array.from({ length: 600 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(migrateClientState({ version: 4, favourites: [A, A.toUpperCase(), 'x', 42, null, B] }).favourites).toEqual([A, B]);
    expect(migrateClientState({ version: 4, favourites: 'nope' }).favourites).toEqual([]);
    expect(migrateClientState({ version: 4, favourites: many }).favourites).toHaveLength(100);
  });
});
