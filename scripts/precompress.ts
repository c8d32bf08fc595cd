// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
// file of the client build's assets, once at build time, so the server sends these bytes as they
// are (server/static-assets.ts) instead of compressing each chunk on every request: brotli of the
// main chunk cost about 8 ms of CPU per request. node:zlib alone: no plugin is needed for a loop
// over one flat folder, and it runs after any build (`npm run build` and scripts/build-if-stale.ts).
//
//   npx tsx scripts/precompress.ts [folder]   (default build/client/assets)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats; images and fonts (png, webp, woff2) are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below about a kilobyte the saving is smaller than the headers that announce it. */
export const MIN_BYTES = 1024;

export const VARIANTS = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data: Buffer) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
] as const;

export interface PrecompressResult {
  /** Variant files written by this run. */
  written: string[];
  /** Variant files already there and newer than their source (a second run writes nothing). */
  upToDate: string[];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : e.isFile() ? [full] : [];
  });
}

/** Precompresses the files of `dir` (and its subfolders); safe to run again on the same folder. */
export function precompress(dir: string): PrecompressResult {
  const result: PrecompressResult = { written: [], upToDate: [] };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue; // .br and .gz among them
    const source = fs.statSync(file);
    if (source.size < MIN_BYTES) continue;
    let data: Buffer | undefined;
    for (const { suffix, compress } of VARIANTS) {
      const target = file + suffix;
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs) {
        result.upToDate.push(target);
        continue;
      }
      data ??= fs.readFileSync(file);
      const compressed = compress(data);
      // Kept only when it saves bytes: otherwise the server sends the file itself.
      if (compressed.length >= data.length) {
        fs.rmSync(target, { force: true });
        continue;
      }
      // Renamed into place whole, so a server reading the folder never sees half a file.
      fs.writeFileSync(`${target}.tmp`, compressed);
      fs.renameSync(`${target}.tmp`, target);
      result.written.push(target);
    }
  }
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../build/client/assets'));
  const started = performance.now();
  const { written, upToDate } = precompress(dir);
  console.log(`Precompressed ${dir}: ${written.length} files written, ${upToDate.length} up to date (${Math.round(performance.now() - started)} ms).`);
}
