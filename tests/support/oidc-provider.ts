// A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
// Google in the tests. Its development login page accepts any login; the account's verified
// e-mail is `<login>@example.com`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll } from 'vitest';
import { resetConfig } from '../../app/server-lib/config.server';

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'yangon-homes';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['a-test-cookie-key-for-the-local-provider'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@example.com`, email_verified: true, name: `Test ${sub}` };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file's describe block: a provider for its tests, configured as this process's
 * issuer (OIDC_* variables) before them and forgotten after. Returns a getter for it.
 */
export function useOidcProvider({ redirectUri }: { redirectUri: string }): () => LocalProvider {
  let provider: LocalProvider | undefined;
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri });
    Object.assign(process.env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
    resetConfig();
  });
  afterAll(async () => {
    for (const name of names) delete process.env[name];
    resetConfig();
    await provider?.stop();
  });
  return () => {
    if (!provider) throw new Error('The OpenID provider is not running yet');
    return provider;
  };
}
