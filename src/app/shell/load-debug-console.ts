import type { DebugConsole } from './debug-console';

/** Whether the address asks for the debug console (spec §2: `?dev=true`). */
export function wantsDebugConsole(search: string): boolean {
  return new URLSearchParams(search).get('dev') === 'true';
}

let loading: Promise<DebugConsole> | null = null;

/** Loads the debug console (eruda) on demand: a dynamic import, so its code is a separate chunk fetched only with dev=true. */
export function loadDebugConsole(): Promise<DebugConsole> {
  loading ??= import('./debug-console').then((m) => m.mountDebugConsole());
  return loading;
}
