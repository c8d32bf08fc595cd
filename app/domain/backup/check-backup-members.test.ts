// The checks a backup's list of members passes one member at a time, as tar lists them: each
// bound holds before the list has been read to its end.
import { describe, expect, it } from 'vitest';
import { memberCheck } from './check-backup-members.server';

const photo = (n: number) => ({ name: `files/media/ab/${n.toString(16).padStart(8, '0')}-1b2c-4d3e-8f40-123456789abc-800.webp`, kind: 'file' as const, bytes: 6 });

describe('a backup\'s members, checked as they are listed', () => {
  it('stop at the entry past the most a backup lists, however many follow', () => {
    const check = memberCheck('backup.tar.gz', { maxMembers: 3 });
    for (let n = 0; n < 3; n++) check.add(photo(n));
    expect(() => check.add(photo(3))).toThrow('The backup lists more than 3 entries, more than any backup of the portal: nothing was restored.');
  });

  it('stop at the file that takes the total past the room there is', () => {
    const refuse = (bytes: number) => new Error(`needs ${bytes}`);
    const check = memberCheck('backup.tar.gz', { room: { free: 10, refuse } });
    check.add(photo(0));
    expect(() => check.add(photo(1))).toThrow('needs 12');
  });
});
