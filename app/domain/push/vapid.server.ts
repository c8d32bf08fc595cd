// The portal's VAPID identity (RFC 8292): the key pair that signs every push request, so a push
// service delivers only what this site sends to its subscribers. From the environment when given;
// otherwise its private key is a secret kept in the database (app_secrets), made by the first
// instance to need it, and the public key is derived from it: every instance signs alike.
import { createECDH } from 'node:crypto';
import { storedSecret } from '../../db/stored-secret.server';
import { getConfig } from '../../server-lib/config.server';
import { publicOrigin } from '../../server-lib/public-origin.server';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The key pair (base64url: the public key as an uncompressed P-256 point, the private as 32 bytes) and the contact. */
export async function vapidDetails(): Promise<VapidDetails> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, SITE_EMAIL } = getConfig();
  const origin = publicOrigin();
  // A push service may write to this address about the site's traffic.
  const subject = VAPID_SUBJECT ?? (origin.startsWith('https://') ? origin : `mailto:${SITE_EMAIL}`);
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { subject, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  const secret = await storedSecret('vapid-private-key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  return { subject, publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') };
}
