// Every environment variable the portal reads, parsed once. README "Configuration" lists them.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CHAT_LINKS, DEFAULT_SITE_EMAIL } from '../lib/constants';

// Defaults of MAP_TILE_URL and MAP_ATTRIBUTION (server-lib/map-tiles.server.ts uses them).
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Windows, Safari. */
const DEFAULT_PUSH_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A chat link: https, or the Viber and Telegram apps' own schemes; never javascript: or data:. */
const chatUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(https:\/\/|viber:|tg:)\S+$/, 'must start with https://, viber: or tg:')
    .default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  DEMO_DATA: z.string().default('1'),
  /** Absolute links start with it (server-lib/public-origin.server.ts): a bad value stops the start, not a mail. */
  PUBLIC_URL: optional.refine((v) => v === undefined || (/^https?:\/\//i.test(v) && URL.canParse(v)), 'must be an http:// or https:// address'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Yangon Homes <no-reply@yangonhomes.local>'),
  SITE_EMAIL: z.string().default(DEFAULT_SITE_EMAIL),
  AD_CLIENT_ID: optional,
  CHAT_MESSENGER_URL: chatUrl(DEFAULT_CHAT_LINKS.messenger),
  CHAT_VIBER_URL: chatUrl(DEFAULT_CHAT_LINKS.viber),
  CHAT_TELEGRAM_URL: chatUrl(DEFAULT_CHAT_LINKS.telegram),
  /** Leaflet's tile template; its host is allowed to serve images by the Content-Security-Policy. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .default(OSM_TILES)
    .refine((v) => /^https?:\/\/[^/]+\//i.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) && URL.canParse(v.replaceAll('{s}', 'a')), 'must be an http(s):// tile template with {z}, {x} and {y}'),
  MAP_ATTRIBUTION: z.string().trim().min(1).default(OSM_ATTRIBUTION),
  TRUST_PROXY: optional,
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  /** Images and payment proofs in an S3-compatible bucket instead of DATA_DIR (domain/media/object-store.server.ts). */
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.refine((v) => v === undefined || URL.canParse(v), 'must be an http:// or https:// address'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Where browsers fetch the bucket's public images; unset: through the portal's /media. */
  S3_PUBLIC_URL: optional.refine((v) => v === undefined || (/^https?:\/\//i.test(v) && URL.canParse(v)), 'must be an http:// or https:// address'),
  /** bucket.example.com/key (virtual-hosted, AWS's default) or example.com/bucket/key (most self-hosted stores). */
  S3_FORCE_PATH_STYLE: optional,
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /** Server processes with PostgreSQL (server/workers.ts); one per CPU core, up to 4, when unset. */
  WEB_CONCURRENCY: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  /** Memory per app process for pages rendered for visitors not signed in (server-lib/rendered-pages.server.ts); 0: none kept. */
  PAGE_CACHE_MB: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).max(4096).default(16)),
  /** How long one full-text search query may run on PostgreSQL before it is stopped (domain/search/search-lane.server.ts). */
  SEARCH_TIMEOUT_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(60_000).default(2_000)),
  /**
   * Seconds each sharp pipeline over a picture may run before it is abandoned and the picture
   * refused (domain/media/picture-decoder.server.ts): per pipeline, not per picture, and a listing
   * photo runs three (its two renditions and its perceptual hash).
   */
  IMAGE_DECODE_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(600).default(5)),
  /** Web Push's VAPID keys (base64url) and contact; unset, a key pair is made once and kept in the database (domain/push/vapid.server.ts). */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.refine((v) => v === undefined || /^(mailto:|https:\/\/)\S+$/.test(v), 'must start with mailto: or https://'),
  /**
   * The push services' hosts a browser's endpoint may name (comma-separated; `*.` allows any
   * subdomain): the server POSTs to it, so nothing else is ever accepted (domain/push/endpoint.server.ts).
   */
  PUSH_HOSTS: z.string().trim().min(1).default(DEFAULT_PUSH_HOSTS),
  /** Tests only (ignored unless NODE_ENV is test): accept plain http and loopback endpoints, for the push service a test plays. */
  PUSH_ALLOW_LOCAL_HTTP: optional,
});

/** Every variable the configuration reads (PG_POOL_SIZE aside: db/client.server.ts reads it). */
export const CONFIG_VARIABLES = Object.keys(schema.shape);

export type Config = z.infer<typeof schema> & { dataDir: string; demoData: boolean; s3ForcePathStyle: boolean; pushHosts: string[]; pushAllowLocalHttp: boolean };

const isOn = (value: string) => !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

let cached: Config | undefined;

export function getConfig(): Config {
  if (!cached) {
    const parsed = schema.parse(process.env);
    // Half a key pair cannot sign: refused at start rather than at the first notification.
    if (!parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
    cached = {
      ...parsed,
      dataDir: path.resolve(parsed.DATA_DIR),
      demoData: isOn(parsed.DEMO_DATA),
      s3ForcePathStyle: parsed.S3_FORCE_PATH_STYLE !== undefined && isOn(parsed.S3_FORCE_PATH_STYLE),
      pushHosts: parsed.PUSH_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
      pushAllowLocalHttp: process.env.NODE_ENV === 'test' && parsed.PUSH_ALLOW_LOCAL_HTTP !== undefined && isOn(parsed.PUSH_ALLOW_LOCAL_HTTP),
    };
  }
  return cached;
}

/** Tests change the environment between runs; this forgets the parsed copy. */
export function resetConfig() {
  cached = undefined;
}
