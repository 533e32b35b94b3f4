import type { QueryClient } from '@tanstack/react-query';
import type { DesignLoader, ParsedPage } from './loader';
import { parsePage } from './loader';
import { isStudioMessage, STUDIO_CHANNEL, type FromFrame, type NodeRect, type ToFrame } from './studio-protocol';

/**
 * The app's side of the studio canvas. Started by the canvas entry
 * (src/studio-canvas/main.tsx, canvas.html) only, so the mobile bundle does not carry it.
 * The studio posts the draft page; the real renderer draws it with real data,
 * and this reports where each node landed and which one the operator clicked.
 */

export interface StudioBridgeDeps {
  loader: DesignLoader;
  queryClient: QueryClient;
  win?: Window;
}

function rectsOf(doc: Document): NodeRect[] {
  return [...doc.querySelectorAll<HTMLElement>('[data-node-id]')].map((el) => {
    const r = el.getBoundingClientRect();
    const parent = el.parentElement?.closest<HTMLElement>('[data-node-id]');
    return {
      id: el.dataset.nodeId ?? '',
      type: el.dataset.nodeType ?? '',
      parentId: parent?.dataset.nodeId ?? null,
      x: Math.round(r.left),
      y: Math.round(r.top),
      width: Math.round(r.width),
      height: Math.round(r.height),
    };
  });
}

export function startStudioBridge({ loader, queryClient, win = window }: StudioBridgeDeps): () => void {
  const parent = win.parent;
  const origin = win.location.origin;
  const post = (m: FromFrame) => parent.postMessage(m, origin);
  const drafts = new Map<string, ParsedPage>();

  // The draft replaces the stored page for its key; every other page loads as usual.
  const page = loader.page.bind(loader);
  const cachedPage = loader.cachedPage.bind(loader);
  loader.page = (key, opts) => {
    const d = drafts.get(key);
    return d ? Promise.resolve(d) : page(key, opts);
  };
  loader.cachedPage = (key) => drafts.get(key) ?? cachedPage(key);

  const onMessage = (e: MessageEvent) => {
    // Only the studio that framed us, from our own origin.
    if (e.origin !== origin || e.source !== parent || !isStudioMessage<ToFrame>(e.data)) return;
    const m = e.data;
    if (m.type === 'page') {
      let parsed: ParsedPage;
      try {
        parsed = parsePage(m.page);
      } catch (err) {
        post({ channel: STUDIO_CHANNEL, type: 'issue', at: 'page', message: (err as Error).message });
        return;
      }
      drafts.set(parsed.page, parsed);
      for (const issue of parsed.issues) post({ channel: STUDIO_CHANNEL, type: 'issue', at: issue.at, message: issue.message });
      const key = ['design-page', parsed.page, null];
      void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.setQueryData(key, parsed));
    } else if (m.type === 'reveal') {
      const el = win.document.querySelector(`[data-node-id="${CSS.escape(m.id)}"]`);
      el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  };
  win.addEventListener('message', onMessage);

  // A click picks a node and does nothing else (no link runs, nothing navigates).
  const onClick = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest?.('[data-node-id]') as HTMLElement | null;
    e.preventDefault();
    e.stopPropagation();
    if (el?.dataset.nodeId) post({ channel: STUDIO_CHANNEL, type: 'pick', id: el.dataset.nodeId });
  };
  win.document.addEventListener('click', onClick, true);

  let last = '';
  let frame = 0;
  const report = () => {
    frame = 0;
    const rects = rectsOf(win.document);
    const msg: FromFrame = { channel: STUDIO_CHANNEL, type: 'rects', rects, scrollY: win.scrollY, viewportHeight: win.innerHeight };
    const text = JSON.stringify(msg);
    if (text === last) return;
    last = text;
    post(msg);
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(report);
  };
  const mo = new MutationObserver(schedule);
  mo.observe(win.document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] });
  win.addEventListener('scroll', schedule, true);
  win.addEventListener('resize', schedule);
  // Images and lazy widgets change sizes without a mutation of our nodes.
  const timer = win.setInterval(schedule, 500);

  post({ channel: STUDIO_CHANNEL, type: 'ready', path: win.location.pathname + win.location.search });
  schedule();

  return () => {
    win.removeEventListener('message', onMessage);
    win.document.removeEventListener('click', onClick, true);
    win.removeEventListener('scroll', schedule, true);
    win.removeEventListener('resize', schedule);
    win.clearInterval(timer);
    mo.disconnect();
    loader.page = page;
    loader.cachedPage = cachedPage;
  };
}
