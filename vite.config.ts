import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  // The manifest lets bench:render measure the first route's JS (entry plus its static imports).
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1200 },
  server: {
    host: '127.0.0.1',
    // `npm run dev`: the API runs on API_PORT and Vite proxies the protocol's prefixes to it.
    proxy: Object.fromEntries(['/api-auth', '/api-user', '/api-open', '/api-admin', '/v1', '/im', '/socket.io'].map((p) => [p, { target: apiTarget, ws: p === '/socket.io' || p === '/im' }])),
  },
});
