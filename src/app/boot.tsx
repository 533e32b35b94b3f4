import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wireAntdMobileForReact19 } from '../runtime/antd-react19';
import { createRuntime, type Runtime } from '../runtime/runtime';
import { App } from './app';
import { createDesignApp } from './design/create-design-app';

function startChatWhenSignedIn(runtime: Runtime): void {
  const start = () => void import('../runtime/im').then((m) => m.imClientOf(runtime).start());
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
export function bootApp(): { runtime: Runtime; design: ReturnType<typeof createDesignApp> } {
  wireAntdMobileForReact19();
  const runtime = createRuntime();
  // A stored token restores the session before the first screen asks for data.
  void runtime.session.restore(runtime.api);
  // Chat logs in after the app login (or the restore above) and out on logout (spec §4). Its code
  // loads once someone is signed in (or a token is held), so anonymous visitors never fetch it.
  startChatWhenSignedIn(runtime);
  const design = createDesignApp(runtime);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} design={design} />
    </StrictMode>,
  );
  return { runtime, design };
}
