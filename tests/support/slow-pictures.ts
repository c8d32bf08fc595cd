// Valid pictures that are slow to decode, for the tests of the decoding budgets
// (domain/media/picture-decoder.server.ts, image-header.server.ts).
import sharp from 'sharp';

/**
 * Within every limit (1600 x 31,000 pixels, 49.6 megapixels, about 0.65 MB) yet slow to turn into
 * the 800 px renditions: 16 bits a channel with alpha, interlaced (decoded whole before the first
 * row), with a colour profile to convert every pixel through, and tall, so the renditions are too.
 * That took 2.3 to 2.9 s of one core on a quiet machine here (a JPEG of as many pixels, 0.2 s),
 * and the budget of 1 s stopped it after 1.0 s. Making it takes about 2.5 s.
 */
export function slowPicture(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 31_000, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } })
    .toColourspace('rgb16')
    .withIccProfile('p3')
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer();
}

/**
 * Within every limit (7000 x 7000 pixels, a 2 KB lossless WebP with alpha) yet slow as a payment
 * proof, which is re-encoded whole, alpha and all: 2.2 s of one core on a quiet machine here, and
 * the budget of 1 s stopped it after 1.2 s.
 */
export function slowProof(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } })
    .webp({ lossless: true })
    .toBuffer();
}

/** Writes bits most significant first, with JPEG's byte stuffing (0x00 after each 0xFF), padded with ones. */
class BitWriter {
  readonly #bytes: number[] = [];
  #byte = 0;
  #filled = 0;

  put(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.#byte = (this.#byte << 1) | ((value >> i) & 1);
      if (++this.#filled < 8) continue;
      this.#bytes.push(this.#byte);
      if (this.#byte === 0xff) this.#bytes.push(0);
      this.#byte = 0;
      this.#filled = 0;
    }
  }

  end(): Buffer {
    while (this.#filled) this.put(1, 1);
    return Buffer.from(this.#bytes);
  }
}

function segment(marker: number, body: number[]): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, Buffer.from(body)]);
}

/**
 * A grey progressive JPEG of `side` x `side` pixels whose every coefficient is coded in its own
 * scans, each as a first pass and `refinements` further bits (successive approximation): a valid
 * progression of 1 + 63 x (1 + refinements) scans. Every scan is a pass over every block of the
 * picture, so its decoding cost grows with scans times pixels, while each scan takes a few dozen
 * bytes. The picture is plain mid-grey.
 */
export function manyScanJpeg({ side, refinements }: { side: number; refinements: number }): Buffer {
  const blocks = Math.ceil(side / 8) ** 2;
  const parts = [
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...Array(64).fill(1)]),
    segment(0xc2, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]),
    // DC table: one code, '0', for a difference of 0.
    segment(0xc4, [0x00, 1, ...Array(15).fill(0), 0x00]),
    // AC table: 4-bit codes for the end-of-band runs EOB0 to EOB14 (symbols 0x00 to 0xE0).
    segment(0xc4, [0x10, 0, 0, 0, 15, ...Array(12).fill(0), ...Array.from({ length: 15 }, (_, r) => r << 4)]),
  ];
  const dc = new BitWriter();
  for (let i = 0; i < blocks; i++) dc.put(0, 1);
  parts.push(segment(0xda, [1, 1, 0x00, 0, 0, 0x00]), dc.end());
  // Every block empty in the band: runs of up to 32,767 blocks, each EOBr with r extra bits.
  const empty = new BitWriter();
  for (let left = blocks; left > 0; ) {
    const run = Math.min(left, 32_767);
    const r = 31 - Math.clz32(run);
    empty.put(r, 4);
    if (r) empty.put(run - (1 << r), r);
    left -= run;
  }
  const emptyBand = empty.end();
  for (let k = 1; k <= 63; k++) {
    parts.push(segment(0xda, [1, 1, 0x00, k, k, refinements]), emptyBand);
    for (let bit = refinements - 1; bit >= 0; bit--) parts.push(segment(0xda, [1, 1, 0x00, k, k, ((bit + 1) << 4) | bit]), emptyBand);
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}
