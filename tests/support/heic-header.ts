// The header of a phone's HEIC photo (HEIF holding HEVC), built box by box: sharp reads HEIC
// headers but its own build has no HEVC codec to write one (nor to decode one), and a committed
// file of megapixels would only prove what its header says. For the tests of the header checks
// (domain/media/image-header.server.ts).

function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + content.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, content]);
}

/** A box with ISO BMFF's version and flags before its body. */
const fullBox = (type: string, version: number, ...body: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...body);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A HEIC file of one `width` x `height` picture, as a phone's camera writes one: brand `heic`, an
 * `hvc1` item with its decoder configuration and size. Its coded data is a few bytes of nothing:
 * a header to read, not a picture to decode.
 */
export function heicHeader({ width, height }: { width: number; height: number }): Buffer {
  // HEVC Main profile, level 3.1, no parameter sets.
  const hvcC = box('hvcC', Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 93, 0xf0, 0x00, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]));
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const data = Buffer.alloc(16);
  const meta = (dataAt: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0])),
      fullBox('pitm', 0, u16(1)),
      // Item 1 is the data in mdat: 4-byte offsets and lengths, no base offset.
      fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(dataAt), u32(data.length)),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0]))),
      box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]))),
    );
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heicmiaf', 'latin1'));
  // mdat's data starts after ftyp, meta (its size does not depend on the offset) and mdat's own header.
  const dataAt = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataAt), box('mdat', data)]);
}
