// The yardstick's server: the production half of React Router's `node-custom-server` template
// (Express 5, compression, the build's assets with immutable caching, the rest of build/client
// with an hour's, then React Router's Express adapter), without its request log (morgan),
// which the portal's bench runs also leave off. Started by bench/minimal-app.ts:
//   NODE_ENV=production PORT=3100 node --import tsx bench/minimal-app/server.ts
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from './express-adapter';

const here = import.meta.dirname;
const build = (await import(path.join(here, 'build/server/index.js'))) as ServerBuild;
const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';

const app = express();
app.use(compression());
app.disable('x-powered-by');
app.use('/assets', express.static(path.join(here, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(here, 'build/client'), { maxAge: '1h' }));
app.use(createRequestHandler({ build }));

const server = app.listen(port, host, () => console.log(`Minimal React Router app on http://${host}:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
