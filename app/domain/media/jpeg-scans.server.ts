// How many scans a JPEG has, read from its markers without decoding it. A progressive JPEG is
// decoded whole before its first row comes out, each scan a pass over every block of the picture,
// and no time budget can stop that pass (libvips checks it between rows); so the number of scans
// is what bounds its cost. Encoders write one scan (baseline) or about ten (libjpeg's and
// mozjpeg's progressive modes); a 280 KB file of 2,000 scans held a decoder for 7 s.

/** Walks the JPEG's segments up to its first end-of-image and counts start-of-scan markers, stopping past `upTo`. */
export function countJpegScans({ data, upTo = Infinity }: { data: Buffer; upTo?: number }): number {
  let scans = 0;
  let at = 2; // past the start-of-image marker
  for (;;) {
    // Entropy-coded data runs until the next marker; segments are skipped by their length, so a
    // thumbnail inside the EXIF segment is not counted.
    at = data.indexOf(0xff, at);
    if (at < 0 || at + 1 >= data.length) return scans;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // A stuffed 0xFF in the data, a restart marker, TEM: no length follows.
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return scans; // end of image (a gain map may follow: not this picture's)
    if (marker === 0xda && ++scans > upTo) return scans;
    if (at + 3 >= data.length) return scans;
    at += 2 + data.readUInt16BE(at + 2);
  }
}
