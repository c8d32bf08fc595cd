// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces...) through the
// official AWS SDK v3 client. Objects keep the disk's keys; only `media/` may be public, which
// is the bucket's policy to say (README, "More than one machine"): the portal never sets ACLs,
// which most stores other than AWS's do not support and AWS turns off by default.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../server-lib/config.server';
import { assertKey, cacheControlOf, contentTypeOf, type ObjectStore } from './object-store-contract.server';

export function s3Client(config: Config) {
  return new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.s3ForcePathStyle,
    // Without keys the SDK's own chain applies (an instance role, AWS_* variables).
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    // The SDK's default since 2025 adds CRC32 checksums to every upload, which many S3-compatible
    // stores refuse or ignore; they are sent only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** A single-part upload's ETag is the content's MD5; a multipart one's ends in -N and is not. */
const md5OfEtag = (etag: string | undefined) => {
  const bare = etag?.replace(/"/g, '');
  return bare && /^[0-9a-f]{32}$/.test(bare) ? bare : undefined;
};

export function s3Store(config: Config): ObjectStore {
  const client = s3Client(config);
  const Bucket = config.S3_BUCKET!;
  const checked = (key: string) => {
    assertKey(key);
    return key;
  };
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: data, ContentType: contentTypeOf(key), CacheControl: cacheControlOf(key) }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return { bytes: head.ContentLength ?? 0, md5: md5OfEtag(head.ETag) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
