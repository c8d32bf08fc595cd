import { describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY, loadClientState, migrateClientState, saveClientState } from './client-state';

const user = { _id: 'u1', username: 'Ko Aung', avatar: null, isAdmin: false };

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

describe('persisted client state', () => {
  it('carries version 3', () => {
    expect(migrateClientState(null).version).toBe(3);
  });

  it('migrates version 1 ({ user }) and version 2 ({ user: { currentUser } } + legacy theme key)', () => {
    expect(migrateClientState({ version: 1, user })).toEqual({ version: 3, currentUser: user, theme: 'light' });
    expect(migrateClientState({ user })).toEqual({ version: 3, currentUser: user, theme: 'light' });
    expect(migrateClientState({ version: 2, user: { currentUser: user } }, 'dark')).toEqual({ version: 3, currentUser: user, theme: 'dark' });
  });

  it('keeps version 3 as it is and drops fields it does not know', () => {
    const state = { version: 3, currentUser: { ...user, token: 'secret' }, theme: 'dark' };
    expect(migrateClientState(state)).toEqual({ version: 3, currentUser: user, theme: 'dark' });
  });

  it('survives garbage in storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(CLIENT_STATE_KEY, '{oops');
    expect(loadClientState(storage as unknown as Storage)).toEqual({ version: 3, currentUser: null, theme: 'light' });
  });

  it('round-trips through storage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveClientState({ version: 3, currentUser: user, theme: 'dark' }, storage);
    expect(loadClientState(storage)).toEqual({ version: 3, currentUser: user, theme: 'dark' });
  });
});
