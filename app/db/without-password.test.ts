import { describe, expect, it } from 'vitest';
import { withoutPassword } from './client.server';

describe('withoutPassword', () => {
  it('hides the password of a TCP connection string', () => {
    expect(withoutPassword('postgres://portal:s3cr%40t@db.example.com:5432/portal')).toBe('postgres://portal:***@db.example.com:5432/portal');
    expect(withoutPassword('postgresql://portal:p@ss@db/portal')).toBe('postgresql://portal:***@db/portal');
  });

  it('leaves a string without a password as it is, Unix-socket forms included', () => {
    for (const url of ['postgres://portal@db/portal', 'postgres://portal@/portal?host=/var/run/postgresql', 'postgres:///portal?host=/tmp']) {
      expect(withoutPassword(url)).toBe(url);
    }
  });
});
