import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** The studio's pages; the server answers admin.html for them, and so does the dev server. */
const STUDIO_PATH = /^\/admin(?:[/?#]|$)/;
/** A site page opened by the studio's canvas (?studio): the server answers canvas.html, and so does the dev server. */
const CANVAS_QUERY = /[?&]studio(?:[=&#]|$)/;

/**
 * The operator studio (admin.html → src/studio/main.tsx) and its canvas
 * (canvas.html: the mobile app with the studio bridge) are built as a second,
 * separate bundle right after the mobile site's, into the same outDir. One
 * graph with both entries would move the modules they share (runtime storage,
 * the api client, zod) into shared chunks, and the mobile first route would
 * grow by the cross-chunk glue; built apart, the mobile chunks stay byte for
 * byte what they were. The studio's manifest is .vite/studio-manifest.json;
 * .vite/manifest.json stays the mobile site's (bench:render reads it).
 */
function studioEntry(): Plugin {
  let run = false;
  let outDir = 'dist';
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'studio-entry',
    configResolved(c) {
      // Only the app's own build (default input index.html); Storybook and others set their own input.
      run = c.command === 'build' && c.build.rollupOptions.input === undefined && !process.env.VITEST;
      outDir = c.build.outDir;
      logLevel = c.logLevel ?? 'info';
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && STUDIO_PATH.test(req.url)) req.url = '/admin.html';
        else if (req.url && (req.headers.accept ?? '').includes('text/html') && CANVAS_QUERY.test(req.url)) req.url = '/canvas.html';
        next();
      });
    },
    async closeBundle() {
      if (!run) return;
      await build({
        configFile: false,
        logLevel,
        plugins: [react()],
        // public/ was copied by the mobile build already.
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: false,
          sourcemap: true,
          manifest: '.vite/studio-manifest.json',
          chunkSizeWarningLimit: 2000,
          // The canvas (canvas.html → src/studio-canvas/main.tsx) is the mobile app plus the studio's bridge.
          rollupOptions: { input: { admin: 'admin.html', canvas: 'canvas.html' } },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), studioEntry()],
  // The manifest lets bench:render measure the first route's JS (entry plus its static imports).
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 1200 },
  server: {
    host: '127.0.0.1',
    // `npm run dev`: the API runs on API_PORT and Vite proxies the protocol's prefixes to it.
    proxy: Object.fromEntries(['/api-auth', '/api-user', '/api-open', '/api-admin', '/v1', '/im', '/socket.io'].map((p) => [p, { target: apiTarget, ws: p === '/socket.io' || p === '/im' }])),
  },
});
