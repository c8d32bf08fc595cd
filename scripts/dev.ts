export {};
// `npm run dev`: the same server with Vite in middleware mode (hot reload).
const { startServer } = await import('../server/main');
await startServer({ mode: 'development' });
