import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Node would load antd-mobile's CommonJS build, which requires CSS files; the ES build goes through Vite.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    // The files are the projects' (below): React test files, then the others.
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    // Each file gets its own database; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    // antd-mobile's CommonJS build imports CSS; let Vite transform it instead of Node.
    server: { deps: { inline: [/antd-mobile/] } },
    hookTimeout: 60_000,
    projects: [
      // React test files (jsdom) share their worker's modules and jsdom: loading jsdom, antd-mobile and
      // Testing Library once per worker rather than once per file took the widget tests from 127 s to 34 s.
      // tests/helpers/setup.ts gives each file a fresh page (address, storage, document).
      { extends: true, test: { name: 'dom', include: ['{src,server,schemas,tests}/**/*.test.tsx'], isolate: false } },
      // Server and other tests keep a module graph of their own per file.
      { extends: true, test: { name: 'node', include: ['{src,server,schemas,tests}/**/*.test.ts'] } },
    ],
  },
});
