import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Node would load antd-mobile's CommonJS build, which requires CSS files; the ES build goes through Vite.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    include: ['{src,server,schemas,tests}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    // Each file gets its own database; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    // antd-mobile's CommonJS build imports CSS; let Vite transform it instead of Node.
    server: { deps: { inline: [/antd-mobile/] } },
    hookTimeout: 60_000,
  },
});
