import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { build, defineConfig, type Alias, type Plugin } from 'vite';
import { precompress } from './deploy/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** The studio's pages; the server answers admin.html for them, and so does the dev server. */
const STUDIO_PATH = /^\/admin(?:[/?#]|$)/;
/** A site page opened by the studio's canvas (?studio): the server answers canvas.html, and so does the dev server. */
const CANVAS_QUERY = /[?&]studio(?:[=&#]|$)/;

/**
 * react-router's package exports resolve to its development build even in a
 * production build (dev warnings on, ~40 KB gzip more): builds take the
 * production files instead. The dev server and the tests keep the default.
 */
const ROUTER_PRODUCTION: Alias[] = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

/**
 * `import { Button, Toast } from 'antd-mobile'` goes through the package's
 * barrel, which the package marks as having side effects: every component
 * that is also loaded lazily somewhere (Toast, Dialog on first use) would be
 * pulled into the chunk of whoever imports the barrel, the first route's
 * entry. Builds rewrite each named import to the component's own module (the
 * map is read from the barrel itself) plus the global styles the barrel
 * loads, so a page carries only the components it uses.
 */
function antdMobileDeepImports(): Plugin {
  const barrel = readFileSync(resolve('node_modules/antd-mobile/es/index.js'), 'utf8');
  const where = new Map<string, { from: string; isDefault: boolean }>();
  for (const m of barrel.matchAll(/export \{([^}]+)\} from '\.\/([^']+)';/g)) {
    const from = existsSync(resolve(`node_modules/antd-mobile/es/${m[2]!}.js`)) ? `${m[2]!}.js` : `${m[2]!}/index.js`;
    for (const spec of m[1]!.split(',')) {
      const [a, b] = spec.trim().split(/\s+as\s+/);
      if (!a) continue;
      if (a === 'default' && b) where.set(b, { from, isDefault: true });
      else where.set(b ?? a, { from, isDefault: false });
    }
  }
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g;
  return {
    name: 'antd-mobile-deep-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('antd-mobile')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (whole, list: string) => {
        const lines = ["import 'antd-mobile/es/global/index.js';"];
        for (const raw of list.split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          const [name, local] = spec.split(/\s+as\s+/) as [string, string | undefined];
          const to = where.get(name);
          if (!to) return whole; // something the map does not know: leave the statement as written
          const path = `antd-mobile/es/${to.from}`;
          lines.push(to.isDefault ? `import ${local ?? name} from '${path}';` : `import { ${name}${local ? ` as ${local}` : ''} } from '${path}';`);
        }
        changed = true;
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

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
        plugins: [react(), antdMobileDeepImports()],
        resolve: { alias: ROUTER_PRODUCTION },
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
      // Both bundles are written: compress them once (the server sends .br or .gz as the browser accepts).
      await precompress(outDir);
    },
  };
}

/**
 * The shared schemas (schemas/*.ts) are declarations: building a schema has no effect but its value.
 * The bundler cannot know that of `pageQuerySchema.extend(…)` or `lineSchema('…')`, so it kept, and
 * the phone built at start, every schema of a module the first route imports for one constant or
 * schema (issue 15: zod's building was most of the app chunk's evaluation). Builds mark each
 * top-level initializer that is a call pure, and each schema factory (a function named …Schema…,
 * like lineSchema) free of side effects, so the unused ones go.
 */
function pureSchemaDeclarations(): Plugin {
  const DECLARATION = /^(?:export )?const [\w$]+ = (?=[A-Za-z_$][\w$]*\s*[.(])/gm;
  // A call of a schema factory or a schema's method inside a declaration (`lineSchema('…')`, `idSchema.optional()`).
  const INNER = /(?<![\w$.]|function )(?=[a-z][\w$]*Schema(?:\.[\w$]+)?\()/g;
  return {
    name: 'pure-schema-declarations',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]schemas[\\/][^\\/]+\.ts$/.test(id.split('?')[0]!)) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(DECLARATION)) s.appendLeft(m.index + m[0].length, '/* @__PURE__ */ ');
      for (const m of code.matchAll(INNER)) s.appendLeft(m.index, '/* @__PURE__ */ ');
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), antdMobileDeepImports(), pureSchemaDeclarations(), studioEntry()],
  resolve: { alias: command === 'build' && !process.env.VITEST ? ROUTER_PRODUCTION : [] },
  // The manifest lets bench:render measure the first route's JS (entry plus its static imports).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // Building a zod schema has no effect but its value: an unused one goes (src/studio/main.tsx's
      // z.config is called by another name so that it stays). The shared schemas: pureSchemaDeclarations.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The app (src/app/boot.tsx, imported by the entry once the skeleton is painted) is one chunk with
        // everything it imports statically, as the entry was before: split by what lazy widgets share, it
        // came as a dozen small files, ~4 KB gzip more. Vite's preload helper stays apart: the entry needs it.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
            // The entry evaluates these one task each before the app (src/main.tsx).
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 15 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-start\.ts$/, priority: 16 },
            // The shared schemas every screen builds at start (the design's above all): not the schemas
            // only some widgets use, which stay in their chunks.
            { name: 'schemas', test: /[\\/]schemas[\\/](design|design-migrations|pages|fields|client-config|auth|envelope|paging|rsa|boot|codes|system|system-payload)\.ts$/, priority: 15 },
            { name: 'app', test: /[\\/]src[\\/]app[\\/]boot\.tsx$/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // `npm run dev`: the API runs on API_PORT and Vite proxies the protocol's prefixes to it.
    proxy: Object.fromEntries(['/api-auth', '/api-user', '/api-open', '/api-admin', '/v1', '/im', '/socket.io'].map((p) => [p, { target: apiTarget, ws: p === '/socket.io' || p === '/im' }])),
  },
}));
