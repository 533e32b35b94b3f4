// Entry of the PGlite worker thread: a worker does not inherit the TypeScript loader
// (tsx) its parent runs under, so it registers it before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
