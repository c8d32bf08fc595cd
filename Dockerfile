# The portal's production image (README, "More than one machine"). Three stages: the build with
# every dependency, the production dependencies alone, and the image that runs: production
# dependencies, the sources the server runs through tsx, the built bundle, a non-root user.
# docker build -t yangon-homes . ; compose.yaml runs two of them behind a proxy.

# Node 22, though the portal runs on Node 20.19 and up: the same pages cost 13-21% less CPU on it
# (measured side by side with bench/compare.ts), and the whole test suite passes on both.
FROM node:22-bookworm-slim AS base
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

FROM base AS runtime
# pg_dump and pg_restore for `npm run backup` and `npm run restore` on PostgreSQL: Debian's, of
# the major version compose.yaml's server runs (a newer server needs its own version or newer).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json vite.config.ts react-router.config.ts ./
COPY app ./app
COPY server ./server
COPY scripts ./scripts
COPY drizzle ./drizzle
COPY public ./public
COPY --from=build /app/build ./build
# `npm start` rebuilds when a source is newer than the bundle, which needs the build tools this
# image leaves out: the bundle is made the newest file, so it is never found stale. DATA_DIR
# keeps only what a shared database and bucket do not (outgoing mail without SMTP_URL).
RUN touch build/server/index.js && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The first start of a fresh database migrates it and loads the demo data: give it time.
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (scripts/start.ts: migrations under a lock, demo data, worker processes),
# without npm in between, so SIGTERM reaches the server and it drains its connections.
CMD ["node_modules/.bin/tsx", "scripts/start.ts"]
