// Decompression bombs and the image queue (issue 14, point 8): a small file declaring a huge
// picture is refused from its header with the pixel-limit message, before any decoding job runs;
// and however many pictures arrive at once, a process decodes one at a time.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media } from '../../db/schema';
import * as uploadApi from '../../routes/api/media.upload';
import { PROOF_TYPE } from '../../lib/schemas/payment-inquiry';
import { storeProof } from '../packages/proof-storage.server';
import { call } from '../../../tests/support/requests';
import { makeUser, pngBuffer } from '../../../tests/support/fixtures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { MAX_IMAGE_PIXELS, TOO_MANY_PIXELS } from './image-header.server';
import { IMAGE_JOBS_AT_ONCE, imagePoolStats, runImageJob } from './image-pool.server';
import { storeImage } from './images.server';

setupTestDatabase();

let bomb: Buffer;
let user: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  // 10,000 x 10,000 pixels of one colour: about 300 KB as a PNG, 300 MB once decoded.
  bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  user = await makeUser();
}, 60_000);

const imageRows = async () => (await getDb().select({ n: count() }).from(media).where(eq(media.kind, 'image')))[0].n;

function uploadForm(files: Buffer[]) {
  const form = new FormData();
  files.forEach((data, i) => form.append('images', new File([new Uint8Array(data)], `photo${i}.png`, { type: 'image/png' })));
  return form;
}

describe('a decompression bomb', () => {
  it('is a small file whose picture is over the pixel limit', () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it('is refused by /api/media/upload with the pixel-limit message, before any image is decoded or stored', async () => {
    const before = { jobs: imagePoolStats.started, rows: await imageRows() };
    // Eleven good pictures and the bomb last: the headers are all read first, so none is stored.
    const good = await pngBuffer(400, 300);
    const res = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([...Array(11).fill(good), bomb]), cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, statusCode: 400, message: TOO_MANY_PIXELS });
    expect(imagePoolStats.started).toBe(before.jobs);
    expect(await imageRows()).toBe(before.rows);
  });

  it('is refused as a payment proof with the message on the file field, without decoding', async () => {
    const before = imagePoolStats.started;
    await expect(storeProof({ id: crypto.randomUUID(), data: bomb })).rejects.toMatchObject({ status: 400, message: TOO_MANY_PIXELS, fieldErrors: { file: TOO_MANY_PIXELS } });
    expect(imagePoolStats.started).toBe(before);
  });

  it('does not hide a file that is no picture at all: still "not an image" / the proof types', async () => {
    await expect(storeProof({ id: crypto.randomUUID(), data: Buffer.concat([bomb.subarray(0, 8), Buffer.from('garbage')]) })).rejects.toMatchObject({ message: PROOF_TYPE });
  });

  it('admits a picture at the limit: a 48-megapixel phone original (8000 x 6000)', async () => {
    const original = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 90, g: 140, b: 60 } } }).jpeg().toBuffer();
    const url = await storeImage({ data: original, userId: user.id });
    expect((await sharp(`${process.env.DATA_DIR}${url}`).metadata()).width).toBe(800);
  });
});

describe('the image queue', () => {
  it(`runs at most ${IMAGE_JOBS_AT_ONCE} job at a time, in the order they came, and every one to its end`, async () => {
    imagePoolStats.peak = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    let running = 0;
    let mostAtOnce = 0;
    const jobs = Array.from({ length: 6 }, (_, i) =>
      runImageJob(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    // Let the queue start what it will, then finish the jobs one by one as they arrive.
    for (let finished = 0; finished < jobs.length; finished++) {
      await new Promise((r) => setImmediate(r));
      expect(releases).toHaveLength(finished + 1);
      releases[finished]();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(IMAGE_JOBS_AT_ONCE);
    expect(imagePoolStats.peak).toBe(IMAGE_JOBS_AT_ONCE);
  });

  it('frees its slot when a job fails', async () => {
    await expect(runImageJob(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await runImageJob(async () => 'next')).toBe('next');
  });

  it('is what twelve pictures uploaded at once go through: never more than one decoded at a time', async () => {
    imagePoolStats.peak = 0;
    const started = imagePoolStats.started;
    const pictures = await Promise.all(Array.from({ length: 12 }, (_, i) => pngBuffer(600 + i, 400)));
    const [a, b] = await Promise.all([
      call(uploadApi.action, '/api/media/upload', { body: uploadForm(pictures.slice(0, 6)), cookie: user.cookie }),
      call(uploadApi.action, '/api/media/upload', { body: uploadForm(pictures.slice(6)), cookie: user.cookie }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(imagePoolStats.started - started).toBe(12);
    expect(imagePoolStats.peak).toBe(1);
  });
});
