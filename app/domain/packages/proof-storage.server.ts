// Payment proofs: screenshots of bank transfers or PDF receipts. They carry people's account
// details, so they live in the store's private area (DATA_DIR/private, or the bucket's private/
// prefix; never under media/, which is served to anyone) and only the admin download route
// reads them back. The type is decided by the content (magic
// bytes), never by the file name or the browser's claim; pictures are re-encoded, which drops
// their metadata and anything hidden after the image data.
import { AppError } from '../../lib/errors';
import { PROOF_TYPE } from '../../lib/schemas/payment-inquiry';
import { assertImageHeader } from '../media/image-header.server';
import { runImageJob } from '../media/image-pool.server';
import { objectStore, PRIVATE_AREA } from '../media/object-store.server';
import { openPicture, pictureFailure } from '../media/picture-decoder.server';

type Ext = 'jpg' | 'png' | 'webp' | 'pdf';
const CONTENT_TYPES: Record<Ext, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const KEY_FORM = /^proofs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|pdf)$/;

/** payment_inquiries.proof_url holds `proofs/<id>.<ext>`; the store keeps it in its private area. */
export const proofStoreKey = (key: string) => `${PRIVATE_AREA}/${key}`;

/** Whether the store key is one storeProof makes: a restore refuses any other under private/. */
export const isProofStoreKey = (storeKey: string) => storeKey.startsWith(`${PRIVATE_AREA}/`) && KEY_FORM.test(storeKey.slice(PRIVATE_AREA.length + 1));

function sniff(data: Buffer): Ext | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

async function reencode(data: Buffer, ext: Exclude<Ext, 'pdf'>): Promise<Buffer> {
  // The header first: a 5 MB file can declare gigabytes of pixels, refused before decoding.
  await assertImageHeader(data, { notAnImage: PROOF_TYPE, field: 'file' });
  try {
    // Through the image queue, like every picture: one at a time per process.
    return await runImageJob(() => encode(data, ext));
  } catch (error) {
    // Starts like a picture but does not decode: not a proof anybody could read.
    throw pictureFailure(error, { notAnImage: PROOF_TYPE, field: 'file' });
  }
}

function encode(data: Buffer, ext: Exclude<Ext, 'pdf'>): Promise<Buffer> {
  const image = openPicture({ data }).rotate();
  // High quality: the admin has to read account numbers and amounts on it.
  if (ext === 'jpg') return image.jpeg({ quality: 90 }).toBuffer();
  if (ext === 'png') return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

export interface StoredProof {
  /** Where it lives in the private area, kept in payment_inquiries.proof_url. */
  key: string;
  /** The cleaned file, for the e-mail attachment. */
  data: Buffer;
  contentType: string;
  bytes: number;
}

/** Checks, cleans and stores one proof under the given id; 400 for anything but JPEG/PNG/WebP/PDF. */
export async function storeProof({ id, data }: { id: string; data: Buffer }): Promise<StoredProof> {
  const ext = sniff(data);
  if (!ext) throw new AppError(400, PROOF_TYPE, { file: PROOF_TYPE });
  const clean = ext === 'pdf' ? data : await reencode(data, ext);
  const key = `proofs/${id}.${ext}`;
  await objectStore().put(proofStoreKey(key), clean);
  return { key, data: clean, contentType: CONTENT_TYPES[ext], bytes: clean.length };
}

/** Reads a stored proof back for the admin; null when the key is not one storeProof made. */
export async function openProof({ key }: { key: string }) {
  const match = KEY_FORM.exec(key);
  if (!match) return null;
  const ext = match[1] as Ext;
  const data = await objectStore().get(proofStoreKey(key));
  return data && { data, contentType: CONTENT_TYPES[ext], ext };
}

/** Removes a proof whose inquiry could not be saved, so no orphan file stays behind. */
export async function removeProof({ key }: { key: string }) {
  if (KEY_FORM.test(key)) await objectStore().remove(proofStoreKey(key));
}
