// Decompression bombs and the image queue: a small file declaring a huge
// picture is refused from its header with the pixel-limit message, before any decoding job runs;
// so is one whose decoding no time budget could cut short; one that outlasts its time budget is
// abandoned; and however many pictures arrive at once, a process decodes one at a time.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../../db/registry.server';
import { media } from '../../db/schema';
import * as uploadApi from '../../routes/api/media.upload';
import { LIMITS } from '../../lib/constants';
import { PROOF_TYPE } from '../../lib/schemas/payment-inquiry';
import { storeProof } from '../packages/proof-storage.server';
import { call, makeRequest } from '../../../tests/support/requests';
import { makeUser, pngBuffer } from '../../../tests/support/fixtures';
import { heicHeader } from '../../../tests/support/heic-header';
import { manyScanJpeg, slowPicture, slowProof } from '../../../tests/support/slow-pictures';
import { setupTestDatabase } from '../../../tests/support/test-db';
import { resetConfig } from '../../server-lib/config.server';
import { MAX_IMAGE_PIXELS, MAX_JPEG_SCANS, PICTURE_TOO_SLOW, readImageHeader, startsAsPhoto, TOO_MANY_PIXELS } from './image-header.server';
import { countJpegScans } from './jpeg-scans.server';
import {
  assertImagePoolHasRoom,
  IMAGE_JOBS_AT_ONCE,
  IMAGE_JOBS_WAITING_MAX,
  IMAGE_POOL_BUSY,
  IMAGE_POOL_RETRY_AFTER_SECONDS,
  imagePoolStats,
  runImageJob,
} from './image-pool.server';
import { TOO_MANY_UPLOADS, UPLOADS_AT_ONCE_PER_USER } from './upload-slots.server';
import { translate } from '../../lib/i18n';
import { NOT_AN_IMAGE, storeImage } from './images.server';

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
  it('is a small file whose header declares a picture over the pixel limit', async () => {
    expect(bomb.length).toBeLessThan(LIMITS.imageBytesMax);
    expect(await readImageHeader(bomb)).toEqual({ ok: false, problem: 'too-many-pixels' });
    // A picture of exactly the limit is one like any other.
    const atLimit = await sharp({ create: { width: MAX_IMAGE_PIXELS / 10_000, height: 10_000, channels: 3, background: 'white' } }).png().toBuffer();
    expect(await readImageHeader(atLimit)).toMatchObject({ ok: true, width: MAX_IMAGE_PIXELS / 10_000, height: 10_000 });
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

describe('a picture that is not a photo', () => {
  // One kilobyte of SVG declaring 7000 x 7000 pixels, each level drawing the one below ten times:
  // 10^6 circles to render, seconds to minutes of one decoder's time.
  const svgBomb = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="7000" height="7000"><defs><circle id="l0" r="3000" cx="3500" cy="3500" fill="red"/>` +
      Array.from({ length: 6 }, (_, i) => `<g id="l${i + 1}">${Array.from({ length: 10 }, () => `<use xlink:href="#l${i}"/>`).join('')}</g>`).join('') +
      `</defs><use xlink:href="#l6"/></svg>`,
  );

  it('is refused by its first bytes, before any decoder reads it: an SVG above all', async () => {
    expect(svgBomb.length).toBeLessThan(2048);
    expect(startsAsPhoto(svgBomb)).toBe(false);
    expect(await readImageHeader(svgBomb)).toEqual({ ok: false, problem: 'not-an-image' });
    // Nor does a byte-order mark or leading space make it one.
    expect(await readImageHeader(Buffer.concat([Buffer.from('\uFEFF  '), svgBomb]))).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('is refused as a listing photo, an avatar or a logo (not an image) and as a payment proof (the proof types), whatever name and type it is sent with', async () => {
    const before = { jobs: imagePoolStats.started, rows: await imageRows() };
    const form = new FormData();
    form.append('images', new File([new Uint8Array(svgBomb)], 'photo.png', { type: 'image/png' }));
    const res = await call(uploadApi.action, '/api/media/upload', { body: form, cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, statusCode: 400, message: NOT_AN_IMAGE });
    await expect(storeImage({ data: svgBomb, userId: user.id })).rejects.toMatchObject({ status: 400, message: NOT_AN_IMAGE });
    await expect(storeProof({ id: crypto.randomUUID(), data: svgBomb })).rejects.toMatchObject({ status: 400, message: PROOF_TYPE });
    expect(imagePoolStats.started).toBe(before.jobs);
    expect(await imageRows()).toBe(before.rows);
  });

  it("admits a phone's photo in each of its formats (JPEG, PNG, GIF, WebP, AVIF), and no other raster (TIFF)", async () => {
    const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } });
    for (const [format, data] of [
      ['jpeg', await picture().jpeg().toBuffer()],
      ['png', await picture().png().toBuffer()],
      ['gif', await picture().gif().toBuffer()],
      ['webp', await picture().webp().toBuffer()],
      ['heif', await picture().avif().toBuffer()],
    ] as const) {
      expect(await readImageHeader(data), format).toEqual({ ok: true, width: 64, height: 48, format });
    }
    expect(await readImageHeader(await picture().tiff().toBuffer())).toEqual({ ok: false, problem: 'not-an-image' });
  });
});

describe('a picture whose decoding no time budget could cut short', () => {
  // libvips decodes these whole before the first row, where its time budget is not looked at.
  it('is a progressive JPEG of more scans than encoders write: refused from its header, though valid', async () => {
    const jpeg = manyScanJpeg({ side: 800, refinements: 1 });
    expect(countJpegScans({ data: jpeg })).toBe(127);
    expect(countJpegScans({ data: jpeg, upTo: MAX_JPEG_SCANS })).toBeGreaterThan(MAX_JPEG_SCANS);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', isProgressive: true, width: 800 });
    await sharp(jpeg, { failOn: 'warning' }).raw().toBuffer(); // a valid progression, decodable
    expect(await readImageHeader(jpeg)).toEqual({ ok: false, problem: 'too-slow' });

    const before = { jobs: imagePoolStats.started, rows: await imageRows() };
    const res = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([jpeg]), cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, statusCode: 400, message: PICTURE_TOO_SLOW });
    await expect(storeProof({ id: crypto.randomUUID(), data: jpeg })).rejects.toMatchObject({ status: 400, message: PICTURE_TOO_SLOW, fieldErrors: { file: PICTURE_TOO_SLOW } });
    expect(imagePoolStats.started).toBe(before.jobs);
    expect(await imageRows()).toBe(before.rows);
  });

  it('admits the JPEGs encoders write, baseline and progressive, with their scans counted', async () => {
    const photo = sharp({ create: { width: 320, height: 240, channels: 3, background: 'grey', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });
    const baseline = await photo.clone().jpeg().toBuffer();
    expect(countJpegScans({ data: baseline })).toBe(1);
    for (const options of [{ progressive: true }, { mozjpeg: true }]) {
      const jpeg = await photo.clone().jpeg(options).toBuffer();
      // libjpeg's progressive mode writes 10, mozjpeg's chooses its own (8 here).
      expect(countJpegScans({ data: jpeg }), JSON.stringify(options)).toBeGreaterThan(5);
      expect(countJpegScans({ data: jpeg })).toBeLessThanOrEqual(MAX_JPEG_SCANS / 10);
      expect(await readImageHeader(jpeg)).toMatchObject({ ok: true, format: 'jpeg' });
    }
    // An EXIF thumbnail is a JPEG of its own inside the header: its scan is not the picture's.
    const exif = Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9])]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), exif]);
    app1.writeUInt16BE(exif.length + 2, 2);
    expect(countJpegScans({ data: Buffer.concat([baseline.subarray(0, 2), app1, baseline.subarray(2)]) })).toBe(1);
  });

  it('is an AVIF larger than a 12-megapixel phone camera’s frame: refused from its header; a frame of that size is admitted', async () => {
    const avif = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).avif({ effort: 0 }).toBuffer();
    expect(await readImageHeader(await avif(4032, 3024))).toMatchObject({ ok: true, format: 'heif' });
    const large = await avif(4033, 3024);
    expect(await readImageHeader(large)).toEqual({ ok: false, problem: 'too-slow' });
    await expect(storeImage({ data: large, userId: user.id })).rejects.toMatchObject({ status: 400, message: PICTURE_TOO_SLOW });
  });

  it('is a HEIC larger than a 12-megapixel phone camera’s frame, as for AVIF: refused from its header before any decoding job', async () => {
    const atCap = heicHeader({ width: 4032, height: 3024 });
    expect(startsAsPhoto(atCap)).toBe(true);
    expect(await sharp(atCap).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    expect(await readImageHeader(atCap)).toEqual({ ok: true, width: 4032, height: 3024, format: 'heif' });
    const large = heicHeader({ width: 4033, height: 3024 });
    expect(await readImageHeader(large)).toEqual({ ok: false, problem: 'too-slow' });

    const before = { jobs: imagePoolStats.started, rows: await imageRows() };
    const res = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([large]), cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, statusCode: 400, message: PICTURE_TOO_SLOW });
    await expect(storeImage({ data: large, userId: user.id })).rejects.toMatchObject({ status: 400, message: PICTURE_TOO_SLOW });
    expect(imagePoolStats.started).toBe(before.jobs);
    expect(await imageRows()).toBe(before.rows);
  });
});

describe('the time budget of a decoding', () => {
  let slow: Buffer;
  let proof: Buffer;
  beforeAll(async () => {
    [slow, proof] = [await slowPicture(), await slowProof()];
    // The least libvips counts in: the slow pictures take two or three times that, an ordinary one far less.
    process.env.IMAGE_DECODE_SECONDS = '1';
    resetConfig();
  }, 60_000);
  afterAll(() => {
    delete process.env.IMAGE_DECODE_SECONDS;
    resetConfig();
  });

  it('abandons a valid picture that outlasts it, with a message of its own, and the next upload goes through', async () => {
    expect(slow.length).toBeLessThan(LIMITS.imageBytesMax);
    expect(await readImageHeader(slow)).toMatchObject({ ok: true, format: 'png' });
    const rows = await imageRows();
    const res = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([await pngBuffer(400, 300), slow]), cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, statusCode: 400, message: PICTURE_TOO_SLOW });
    expect(translate('my', PICTURE_TOO_SLOW)).not.toBe(PICTURE_TOO_SLOW);
    expect(await imageRows()).toBe(rows);
    // Nothing is left decoding: the queue is free and an ordinary upload is stored.
    expect(imagePoolStats.waiting).toBe(0);
    const next = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([await pngBuffer(640, 480)]), cookie: user.cookie });
    expect(next.status).toBe(200);
    expect((await next.json()).urls).toHaveLength(1);
  });

  it('abandons a payment proof that outlasts it, with the message on the file field', async () => {
    expect(await readImageHeader(proof)).toMatchObject({ ok: true, format: 'webp' });
    await expect(storeProof({ id: crypto.randomUUID(), data: proof })).rejects.toMatchObject({ status: 400, message: PICTURE_TOO_SLOW, fieldErrors: { file: PICTURE_TOO_SLOW } });
    expect(imagePoolStats.waiting).toBe(0);
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

/** Holds the queue's one slot until `release` is called: what a long decoding would do. */
function occupyImagePool() {
  let release!: () => void;
  const held = runImageJob(() => new Promise<void>((resolve) => (release = resolve)));
  return { held, release: () => release() };
}

describe('the image queue, when full', () => {
  it(`refuses the job after ${IMAGE_JOBS_WAITING_MAX} waiting with a 503 and a Retry-After, and runs every one it took`, async () => {
    const pool = occupyImagePool();
    const queued = Array.from({ length: IMAGE_JOBS_WAITING_MAX }, (_, i) => runImageJob(async () => i));
    expect(imagePoolStats.waiting).toBe(IMAGE_JOBS_WAITING_MAX);
    const refused = runImageJob(async () => 'too many');
    await expect(refused).rejects.toMatchObject({ status: 503, message: IMAGE_POOL_BUSY, retryAfterSeconds: IMAGE_POOL_RETRY_AFTER_SECONDS });
    expect(() => assertImagePoolHasRoom()).toThrow(IMAGE_POOL_BUSY);
    expect(translate('my', IMAGE_POOL_BUSY)).not.toBe(IMAGE_POOL_BUSY);

    pool.release();
    expect(await Promise.all(queued)).toEqual(Array.from({ length: IMAGE_JOBS_WAITING_MAX }, (_, i) => i));
    await pool.held;
    expect(imagePoolStats.waiting).toBe(0);
    expect(() => assertImagePoolHasRoom()).not.toThrow();
    expect(await runImageJob(async () => 'room again')).toBe('room again');
  });

  it('turns an upload away with 503 and Retry-After before reading it, and stores nothing', async () => {
    const pool = occupyImagePool();
    const queued = Array.from({ length: IMAGE_JOBS_WAITING_MAX }, () => runImageJob(async () => null));
    const rows = await imageRows();
    const request = makeRequest('/api/media/upload', { body: uploadForm([await pngBuffer(400, 300)]), cookie: user.cookie });
    const res = await uploadApi.action({ request, params: {}, context: { nonce: 'test', ip: '127.0.0.1' } } as unknown as Parameters<typeof uploadApi.action>[0]);
    expect(request.bodyUsed).toBe(false);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(IMAGE_POOL_RETRY_AFTER_SECONDS));
    expect(await res.json()).toEqual({ success: false, statusCode: 503, message: IMAGE_POOL_BUSY });
    pool.release();
    await Promise.all([pool.held, ...queued]);
    expect(await imageRows()).toBe(rows);
  });
});

describe('uploads in progress per user', () => {
  it(`answers 429 past ${UPLOADS_AT_ONCE_PER_USER} at once for one user; the others, and other users, go through`, async () => {
    const [burster, neighbour] = await Promise.all([makeUser(), makeUser()]);
    const picture = await pngBuffer(400, 300);
    const upload = (cookie: string) => call(uploadApi.action, '/api/media/upload', { body: uploadForm([picture, picture]), cookie });
    // The queue is held, so every admitted upload is still in progress when the burst's rest arrives.
    const pool = occupyImagePool();
    const admitted = Array.from({ length: UPLOADS_AT_ONCE_PER_USER }, () => upload(burster.cookie));
    await vi.waitFor(() => expect(imagePoolStats.waiting).toBe(UPLOADS_AT_ONCE_PER_USER));
    const refused = await Promise.all(Array.from({ length: 3 }, () => upload(burster.cookie)));
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ success: false, statusCode: 429, message: TOO_MANY_UPLOADS });
    }
    expect(translate('my', TOO_MANY_UPLOADS)).not.toBe(TOO_MANY_UPLOADS);
    // Another user is not held to the first one's limit.
    const neighbours = upload(neighbour.cookie);
    pool.release();
    await pool.held;
    const done = await Promise.all([...admitted, neighbours]);
    expect(done.map((res) => res.status)).toEqual(Array(UPLOADS_AT_ONCE_PER_USER + 1).fill(200));
    for (const res of done) expect((await res.json()).urls).toHaveLength(2);
    // The slots are given back: the same user uploads again.
    expect((await upload(burster.cookie)).status).toBe(200);
  });

  it('gives the slot back when an upload fails, and leaves none of its pictures behind', async () => {
    const good = await pngBuffer(400, 300);
    // Its header reads, its pixels do not: refused only when it is decoded, after the first is stored.
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    expect(await readImageHeader(truncated)).toMatchObject({ ok: true });
    const rows = await imageRows();
    for (let i = 0; i <= UPLOADS_AT_ONCE_PER_USER; i++) {
      const res = await call(uploadApi.action, '/api/media/upload', { body: uploadForm([good, truncated]), cookie: user.cookie });
      expect(res.status).toBe(400);
    }
    expect(await imageRows()).toBe(rows);
    expect((await call(uploadApi.action, '/api/media/upload', { body: uploadForm([good]), cookie: user.cookie })).status).toBe(200);
  });
});
