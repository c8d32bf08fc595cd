// `npm start`: build the production bundle when it is missing or stale, then serve it.
import { buildIfStale } from './build-if-stale';

process.env.NODE_ENV = 'production';
try {
  buildIfStale();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { startServer } = await import('../server/main');
await startServer({ mode: 'production' });
