import eruda from 'eruda';

/**
 * The on-page debug console for `?dev=true` (spec §2): eruda, a kept library (console, network,
 * elements, storage), instead of a console of our own. Loaded on demand by load-debug-console.ts,
 * so neither this file nor eruda is part of the main bundle.
 */
export interface DebugConsole {
  destroy(): void;
}

let mounted: DebugConsole | null = null;

export function mountDebugConsole(doc: Document = document): DebugConsole {
  if (mounted) return mounted;
  const holder = doc.createElement('div');
  holder.dataset.testid = 'debug-console';
  doc.body.append(holder);
  eruda.init({ container: holder, tool: ['console', 'network', 'elements', 'resources', 'info'], defaults: { displaySize: 50 } });
  // Its gear starts above the tab bar (eruda's own place covers 我的); it can still be dragged.
  const win = doc.defaultView;
  if (win) eruda.position({ x: win.innerWidth - 56, y: win.innerHeight - 140 });
  // eruda's floating gear has no name for assistive technology (or a test) to find it by.
  const entry = (holder.shadowRoot ?? holder).querySelector<HTMLElement>('.eruda-entry-btn');
  entry?.setAttribute('role', 'button');
  entry?.setAttribute('aria-label', 'Console');
  mounted = {
    destroy() {
      eruda.destroy();
      holder.remove();
      mounted = null;
    },
  };
  return mounted;
}
