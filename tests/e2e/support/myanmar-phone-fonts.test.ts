// The Myanmar phone's fonts are written whole or not at all: a write cut short leaves nothing
// under the font's name, so the next run writes it again instead of taking half a font as done.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureMyanmarPhoneFonts } from './myanmar-phone-fonts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'myanmar-phone-fonts-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The TrueType files written, by name, with their sizes. */
const written = () => Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).size]));

describe('the Myanmar phone fonts', () => {
  it('are TrueType files, written once', async () => {
    await ensureMyanmarPhoneFonts(dir);
    const files = written();
    expect(Object.keys(files).sort()).toEqual(['padauk-myanmar-400.ttf', 'padauk-myanmar-700.ttf']);
    // An sfnt with TrueType outlines starts with the version 1.0.
    expect(fs.readFileSync(path.join(dir, 'padauk-myanmar-400.ttf')).readUInt32BE(0)).toBe(0x00010000);
    const writes = vi.spyOn(fs, 'writeFileSync');
    await ensureMyanmarPhoneFonts(dir);
    expect(writes).not.toHaveBeenCalled();
  });

  it('leave nothing under their names when a write is cut short, and are written whole by the next run', async () => {
    const write = fs.writeFileSync;
    // The disk fills halfway through the first font.
    vi.spyOn(fs, 'writeFileSync').mockImplementationOnce((file, data) => {
      write(file, (data as Uint8Array).subarray(0, 1000));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    await expect(ensureMyanmarPhoneFonts(dir)).rejects.toThrow('ENOSPC');
    expect(written()).toEqual({});

    vi.restoreAllMocks();
    await ensureMyanmarPhoneFonts(dir);
    const files = written();
    expect(Object.keys(files).sort()).toEqual(['padauk-myanmar-400.ttf', 'padauk-myanmar-700.ttf']);
    expect(files['padauk-myanmar-400.ttf']).toBeGreaterThan(1000);
  });
});
