// The deploy files of "More than one machine" (README): Dockerfile, compose.yaml and the proxy's
// Caddyfile. Read and checked here on every run: the services and what each waits for, their
// health checks, and that the apps' settings are variables the portal reads and agree with the
// database's and the bucket's. Where Docker Compose is installed, `docker compose config -q`
// validates the file as Compose itself reads it, too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../app/server-lib/config.server';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  entrypoint?: string[];
}
const compose = load(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { services } = compose;
const dockerfile = read('Dockerfile');
const caddyfile = read('deploy/Caddyfile');
const APPS = ['app1', 'app2'];

describe('compose.yaml', () => {
  it('runs two app instances, PostgreSQL 15, an S3-compatible store, its bucket set-up and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'bucket', 'minio', 'postgres', 'proxy']);
    expect(services.postgres.image).toMatch(/^postgres:15(\b|$)/);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services.proxy.image).toMatch(/^caddy:2/);
    for (const app of APPS) expect(services[app]).toMatchObject({ build: '.', image: 'yangon-homes:latest' });
    // Each instance a machine of its own: no DATA_DIR shared between them.
    expect(new Set(APPS.map((app) => services[app].volumes?.[0]?.split(':')[0])).size).toBe(2);
  });

  it('starts each service once what it needs is healthy; every long-running one has a health check', () => {
    for (const app of APPS) {
      expect(services[app].depends_on).toEqual({ postgres: { condition: 'service_healthy' }, bucket: { condition: 'service_completed_successfully' } });
    }
    expect(services.bucket.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(services.proxy.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
    expect(services.postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(services.minio.healthcheck?.test).toEqual(['CMD', 'mc', 'ready', 'local']);
    // The apps' check is the image's own HEALTHCHECK on /healthz.
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \[[^\n]*\/healthz/m);
  });

  it("gives the apps only variables the portal reads, pointing at the compose's database and bucket", () => {
    const env = services.app1.environment!;
    expect(services.app2.environment).toEqual(env);
    for (const name of Object.keys(env)) expect([...CONFIG_VARIABLES, 'PG_POOL_SIZE'], name).toContain(name);
    expect(env).toMatchObject({ TRUST_PROXY: '1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(env.PUBLIC_URL).toBeTruthy();

    const db = services.postgres.environment!;
    const url = /^postgres:\/\/(\w+):(\$\{[^}]+\})@postgres:5432\/(\w+)$/.exec(env.DATABASE_URL);
    expect(url?.slice(1)).toEqual([db.POSTGRES_USER, db.POSTGRES_PASSWORD, db.POSTGRES_DB]);

    const store = services.minio.environment!;
    expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([store.MINIO_ROOT_USER, store.MINIO_ROOT_PASSWORD]);
    expect(services.bucket.environment).toMatchObject({ ...store, S3_BUCKET: env.S3_BUCKET });
  });

  it('makes the bucket with anonymous reads of media/ only: payment proofs under private/ stay private', () => {
    const script = services.bucket.entrypoint!.join(' ');
    expect(script).toContain('mc mb --ignore-existing "store/$$S3_BUCKET"');
    expect(script.match(/mc anonymous set \w+ "[^"]+"/g)).toEqual(['mc anonymous set download "store/$$S3_BUCKET/media"']);
  });

  it('the proxy balances over both instances on the port the image listens on, checking /healthz', () => {
    const port = /^ENV [^]*?PORT=(\d+)/m.exec(dockerfile)?.[1];
    expect(port).toBe('3000');
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy app1:${port} app2:${port} \\{`));
    expect(caddyfile).toMatch(/health_uri \/healthz/);
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('is valid Compose, where Docker Compose is installed', () => {
    // The Compose plugin (`docker compose`), else the older stand-alone `docker-compose`.
    const installed = [['docker', 'compose'], ['docker-compose']].find(([command, ...sub]) => spawnSync(command, [...sub, 'version'], { encoding: 'utf8' }).status === 0);
    // No Compose here (nothing to run): the checks above are what this machine can prove.
    const config = installed && spawnSync(installed[0], [...installed.slice(1), '-f', path.join(root, 'compose.yaml'), 'config', '-q'], { encoding: 'utf8', cwd: root });
    expect(config && { stderr: config.stderr, status: config.status }).toEqual(installed && { stderr: '', status: 0 });
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^(?=FROM )/m).filter((part) => part.startsWith('FROM '));
  const runtime = stages.at(-1)!;

  it('builds with every dependency and runs with the production ones only, as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^RUN npm ci\n[^]*^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    expect(runtime).toMatch(/^COPY --from=production-deps \/app\/node_modules \.\/node_modules$/m);
    expect(runtime).not.toMatch(/--from=build \/app\/node_modules/);
    expect(runtime).toMatch(/^COPY --from=build \/app\/build \.\/build$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD '));
  });

  it("has PostgreSQL's client tools of compose.yaml's server version, for npm run backup and npm run restore", () => {
    const major = /^postgres:(\d+)/.exec(services.postgres.image!)?.[1];
    expect(runtime).toMatch(new RegExp(`^RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-${major} `, 'm'));
    expect(runtime.indexOf('postgresql-client')).toBeLessThan(runtime.indexOf('USER node'));
  });

  it('runs scripts/start.ts (migrations under a lock, then the workers), and copies what it needs', () => {
    expect(runtime).toMatch(/^CMD \["node_modules\/\.bin\/tsx", "scripts\/start\.ts"\]$/m);
    expect(JSON.parse(read('package.json')).scripts.start).toBe('tsx scripts/start.ts');
    for (const [, from] of runtime.matchAll(/^COPY (?!--from)([^\n]+) \S+$/gm)) {
      for (const source of from.split(' ')) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
    }
    for (const needed of ['app', 'server', 'scripts', 'drizzle']) expect(runtime).toMatch(new RegExp(`^COPY ${needed} \\./${needed}$`, 'm'));
  });
});
