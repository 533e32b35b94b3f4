import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { wireAntdMobileForReact19 } from '../runtime/antd-react19';
import { readBootData } from '../runtime/boot/boot-data';
import { BOOT_WIDGETS_WAIT_MS } from '../runtime/constants';
import { collectTypes } from '../runtime/design/loader';
import { createRuntime, type Runtime } from '../runtime/runtime';
import { App, createApp } from './app';
import { createDesignApp } from './design/create-design-app';

/**
 * Chat starts once someone is signed in. On a page that shows the conversation list (/message), a held
 * token also asks for the list's first page at once, beside the session restore, instead of after it:
 * the server knows the user by the token, and the list is the page (one round trip less before it shows).
 */
function startChatWhenSignedIn(runtime: Runtime, pageShowsContacts: boolean): void {
  const start = () =>
    void import('../runtime/im').then((m) => {
      const im = m.imClientOf(runtime);
      im.start();
      const s = runtime.session.getState();
      if (pageShowsContacts && s.token && !s.user) void im.loadContacts();
    });
  const signedIn = () => {
    const s = runtime.session.getState();
    return Boolean(s.user ?? s.token);
  };
  if (signedIn()) return start();
  const off = runtime.session.subscribe(() => {
    if (!signedIn()) return;
    off();
    start();
  });
}

/**
 * Starts the mobile app in #root: the runtime, the session restore, chat, the design app and the
 * shell. The site's entry (src/main.tsx) calls it; so does the studio's canvas entry, which adds
 * its bridge to what this returns.
 */
export function bootApp(
  /** Gives the main thread back between steps (the site's entry passes nextTask; it is in the entry's chunk, not this one). */
  nextTask: () => Promise<void> = () => Promise.resolve(),
): { runtime: Runtime; design: ReturnType<typeof createDesignApp> } {
  wireAntdMobileForReact19();
  // What the server wrote into the HTML for this first screen: no round trips for the setting, the page or the key.
  const boot = readBootData();
  const runtime = createRuntime(boot.rsa ? { publicKey: boot.rsa.publicKey } : {});
  // A stored token restores the session before the first screen asks for data.
  void runtime.session.restore(runtime.api);
  const design = createDesignApp(runtime, boot);
  const page = boot.page ? design.app.loader.cachedPage(boot.page.key) : null;
  const types = page ? collectTypes(page.nodes) : new Set<string>();
  // Chat logs in after the app login (or the restore above) and out on logout (spec §4). Its code
  // loads once someone is signed in (or a token is held), so anonymous visitors never fetch it.
  startChatWhenSignedIn(runtime, types.has('chat-list'));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The router (it ranks every route) is made in a task of its own; then a transition: React renders the
  // first screen in slices and gives the phone's main thread back between them (taps, scrolls, paints).
  const render = async () => {
    await nextTask();
    const made = createApp(runtime, design.app, design.popups);
    await nextTask();
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App runtime={runtime} design={design} made={made} />
        </StrictMode>,
      ),
    );
  };
  // The server's skeleton stays until the page's widgets are loaded (their chunks were preloaded with the
  // entry): the page then draws whole, not widget by widget with placeholders that shift what follows.
  if (page) {
    const cap = new Promise<void>((resolve) => setTimeout(resolve, BOOT_WIDGETS_WAIT_MS));
    void Promise.race([design.app.registry.preload(types), cap]).then(render);
  } else {
    void render();
  }
  return { runtime, design };
}
