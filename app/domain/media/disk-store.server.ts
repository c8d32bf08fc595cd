// The default store: files under DATA_DIR, named by their keys (object-store.server.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ObjectStore } from './object-store-contract.server';

export function diskStore(dataDir: string): ObjectStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dataDir, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'disk',
    async put(key, data) {
      const file = fileOf(key);
      // On the disk, for the portal's account alone (it serves the public ones itself), whatever the umask.
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, data, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      const data = await this.get(key);
      return data && { bytes: data.length, md5: createHash('md5').update(data).digest('hex') };
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      const area = prefix.slice(0, prefix.indexOf('/'));
      let names: string[];
      try {
        names = await fs.readdir(path.join(dataDir, area), { recursive: true });
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const keys = names.map((name) => `${area}/${name.split(path.sep).join('/')}`);
      const files = await Promise.all(keys.map(async (key) => ((await fs.stat(path.join(dataDir, key))).isFile() ? key : null)));
      return files.filter((key): key is string => key !== null && key.startsWith(prefix)).sort();
    },
  };
}
