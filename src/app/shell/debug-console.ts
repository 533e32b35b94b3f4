/**
 * A minimal on-page debug console for `?dev=true` (spec §2), loaded on demand
 * (load-debug-console.ts) and never part of the main bundle. It shows console
 * lines (log, warn, error), uncaught errors and failed requests, in a panel
 * toggled by a small button. eruda would replace it once it is a dependency.
 */

export interface DebugLine {
  level: 'log' | 'warn' | 'error' | 'net';
  text: string;
  at: number;
}

/** Lines kept at most; older ones drop off. */
export const DEBUG_CONSOLE_MAX_LINES = 300;

function stringify(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v instanceof Error) return `${v.name}: ${v.message}`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

export interface DebugConsole {
  lines: readonly DebugLine[];
  destroy(): void;
}

let mounted: DebugConsole | null = null;

export function mountDebugConsole(win: Window & typeof globalThis = window): DebugConsole {
  if (mounted) return mounted;
  const doc = win.document;
  const lines: DebugLine[] = [];

  const root = doc.createElement('div');
  root.className = 'rm-debug';
  root.dataset.testid = 'debug-console';
  root.setAttribute('style', 'position:fixed;right:8px;bottom:72px;z-index:10000;font:12px/1.4 ui-monospace,monospace');
  const toggle = doc.createElement('button');
  toggle.type = 'button';
  toggle.textContent = 'Console';
  toggle.setAttribute('style', 'display:block;margin-left:auto;padding:6px 10px;border:0;border-radius:14px;background:#1f2329;color:#fff;opacity:.85');
  const panel = doc.createElement('div');
  panel.setAttribute('role', 'log');
  panel.setAttribute('style', 'display:none;width:min(92vw,440px);max-height:50vh;overflow:auto;margin-top:6px;padding:6px;background:#fff;border:1px solid #ddd;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.15)');
  toggle.addEventListener('click', () => {
    panel.style.display = panel.style.display === 'none' ? 'block' : 'none';
  });
  root.append(toggle, panel);
  doc.body.append(root);

  const colour = { log: '#1f2329', warn: '#ad6800', error: '#cf1322', net: '#0958d9' } as const;
  const add = (level: DebugLine['level'], text: string) => {
    const line = { level, text, at: Date.now() };
    lines.push(line);
    const row = doc.createElement('div');
    row.className = `rm-debug__line rm-debug__line--${level}`;
    row.setAttribute('style', `color:${colour[level]};border-bottom:1px solid #f0f0f0;padding:2px 0;white-space:pre-wrap;word-break:break-all`);
    row.textContent = `[${level}] ${text}`;
    panel.append(row);
    while (lines.length > DEBUG_CONSOLE_MAX_LINES) {
      lines.shift();
      panel.firstChild?.remove();
    }
  };

  const originals = { log: win.console.log, warn: win.console.warn, error: win.console.error };
  for (const level of ['log', 'warn', 'error'] as const) {
    const original = originals[level];
    win.console[level] = (...args: unknown[]) => {
      add(level, args.map(stringify).join(' '));
      original.apply(win.console, args);
    };
  }
  const onError = (e: ErrorEvent) => add('error', stringify(e.error ?? e.message));
  const onRejection = (e: PromiseRejectionEvent) => add('error', `unhandled rejection: ${stringify(e.reason)}`);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  // Failed requests: non-2xx answers and network failures of fetch (the API client's transport).
  const originalFetch = win.fetch;
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    try {
      const res = await originalFetch.call(win, input, init);
      if (!res.ok) add('net', `${init?.method ?? 'GET'} ${url} → ${res.status}`);
      return res;
    } catch (e) {
      add('net', `${init?.method ?? 'GET'} ${url} failed: ${stringify(e)}`);
      throw e;
    }
  };

  mounted = {
    lines,
    destroy() {
      win.console.log = originals.log;
      win.console.warn = originals.warn;
      win.console.error = originals.error;
      win.fetch = originalFetch;
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      root.remove();
      mounted = null;
    },
  };
  add('log', 'debug console ready (dev=true)');
  return mounted;
}
