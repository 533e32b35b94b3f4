// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const widgets = readdirSync('src/widgets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const serverModules = readdirSync('server/modules', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
/** A module's SQL: repo.ts and any <name>-repo.ts, at any depth of its folder. */
const reposOf = (m) => `./server/modules/${m}/**/*repo.ts`;

/**
 * Layers point one way (CONVENTIONS.md): schemas ← src/runtime ← src/actions,
 * src/widgets ← src/app. The server and the client share only schemas/.
 * Widgets never import one another.
 */
const serverFromClient = { target: './server', from: ['./src'], except: [], message: 'The server shares only schemas/ with the client.' };
const zones = [
  { target: './schemas', from: ['./src', './server'], message: 'schemas/ is the shared contract: it imports neither client nor server code.' },
  { target: './src/runtime', from: ['./src/actions', './src/widgets', './src/app', './server'], message: 'The runtime never imports actions, widgets or the app.' },
  { target: './src/actions', from: ['./src/widgets', './src/app', './server'], message: 'Actions never import widgets or the app.' },
  { target: './src/widgets', from: ['./src/app', './server'], message: 'Widgets never import the app or the server.' },
  serverFromClient,
  // The operator studio (/admin) is its own entry: nothing else loads it, and it reaches the
  // mobile code only through the runtime, the shared schemas and the app's widget registry.
  ...['./schemas', './src/runtime', './src/actions', './src/widgets', './src/app', './server'].map((target) => ({
    target,
    from: ['./src/studio', './src/studio-canvas'],
    message: 'Nothing outside src/studio imports the studio or its canvas entry (own Vite entries, never loaded by the mobile site).',
  })),
  { target: './src/studio', from: './server', message: 'The studio talks to the server through the protocol only.' },
  { target: './src/studio', from: ['./src/actions', './src/widgets'], message: 'The studio reaches widgets through the app registry (src/app/widgets.ts) only.' },
  { target: './src/studio', from: './src/app', except: ['./widgets.ts'], message: 'From src/app the studio imports the widget registry (src/app/widgets.ts) only.' },
  ...widgets.map((w) => ({
    target: `./src/widgets/${w}`,
    from: './src/widgets',
    except: [`./${w}`],
    message: 'Widgets never import one another; share through src/runtime.',
  })),
  // Doors on the server (ARCHITECTURE.md): the protocol and the shared core know no module,
  // and a module's repo is its own; others call its service, handed over in server/app.ts.
  {
    target: ['./server/http', './server/core'],
    from: ['./server/modules', './server/web', './server/realtime', './server/app.ts'],
    message: 'server/http and server/core know no module: take what they need as a parameter (wired in server/app.ts).',
  },
  ...serverModules.map((m) => ({
    target: `./server/modules/${m}`,
    from: serverModules.filter((o) => o !== m).map(reposOf),
    message: "A module never imports another module's repo: call its service, handed over where server/app.ts wires them.",
  })),
  {
    target: ['./server/web', './server/realtime', './server/providers'],
    from: serverModules.map(reposOf),
    message: "Only a module itself reads its repo: call the module's service, handed over where server/app.ts wires them.",
  },
];

/** The runtime's infrastructure that calls the api client itself (each says why on its first line). */
const DIRECT_API_CALLERS = [
  'src/runtime/runtime.tsx',
  'src/runtime/session.ts',
  'src/runtime/wechat-login.ts',
  'src/runtime/design/loader.ts',
  'src/runtime/im/*.ts',
  'src/runtime/upload/index.ts',
  'src/runtime/map/map-config.ts',
  'src/runtime/wechat/share.ts',
  'src/runtime/job-send/apply.ts',
  'src/runtime/resume/api.ts',
  'src/runtime/resume/fields.tsx',
  'src/runtime/resume/search.ts',
];

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycle detection follows our own files only; parsing bundles in node_modules is slow and pointless.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The default design pages are typed by the widgets' props: this one file names the widgets'
    // schema files (plain zod), type-only, so tsc checks the defaults and the server loads no client code.
    files: ['server/modules/design/widget-props.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: zones.map((z) => (z === serverFromClient ? { ...z, from: ['./src/**/*'], except: ['**/src/widgets/*/schema.ts'] } : z)) },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/widgets/*/schema'], allowTypeImports: true, message: 'The server names widget schemas for their types only (import type).' }] },
      ],
    },
  },
  {
    // Routes are thin (ARCHITECTURE.md): the SQL of a call sits in its module's repo.
    files: ['server/modules/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='query']", message: "No SQL in route files: put the query in the module's repo." }],
    },
  },
  {
    // Widgets read through Query hooks and write through mutation hooks (ARCHITECTURE.md): the calls
    // sit in src/runtime/data-hooks/. The runtime's own plumbing below may call the api client directly;
    // each of those files says why on its first line.
    files: ['src/widgets/**/*.{ts,tsx}', 'src/runtime/**/*.{ts,tsx}'],
    ignores: [
      '**/__tests__/**',
      '**/*.stories.tsx',
      'src/runtime/data-hooks/**',
      ...DIRECT_API_CALLERS,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='request']:matches([object.name='api'], [object.property.name='api'])",
          message: 'No direct api.request here: read with a Query hook and write with a mutation hook from src/runtime/data-hooks/ (useApiQuery, useApiMutation).',
        },
      ],
    },
  },
  {
    // Tests drive the server from the client's side and read loose JSON answers.
    files: ['**/__tests__/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: {
      'import/no-restricted-paths': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
);
