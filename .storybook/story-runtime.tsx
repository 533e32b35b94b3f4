import { useState, type ReactNode } from 'react';
import type { UserSession } from '../schemas/auth';
import { AGENT_SITES } from '../schemas/client-config';
import { registerBuiltInPopups } from '../src/runtime/popups/built-in';
import { PopupHost, PopupProvider } from '../src/runtime/popups/host';
import { createPopupManager } from '../src/runtime/popups/manager';
import { createRuntime, RuntimeProvider } from '../src/runtime/runtime';
import { memoryStore } from '../src/runtime/storage';
import { registerResumePopups } from '../src/app/resume/register-resume-popups';
import { answerFixture } from './fixtures';

/** A public key made in the browser for the fixture keyGet: the payload it encrypts is never read. */
async function fixturePublicKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const b64 = btoa(String.fromCharCode(...der)).replace(/(.{64})/g, '$1\n');
  return `-----BEGIN PUBLIC KEY-----\n${b64}\n-----END PUBLIC KEY-----`;
}
let key: Promise<string> | null = null;

/** Storybook has no server: the protocol's answers come from fixtures, through the real request wrapper. */
const fixtureFetch: typeof fetch = async (input, init) => {
  const path = new URL(String(input), window.location.href).pathname;
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  const data = path === '/api-auth/rsa/keyGet' ? { publicKey: await (key ??= fixturePublicKey()), keyId: 'story' } : answerFixture(path, body);
  await new Promise((r) => setTimeout(r, 150));
  const envelope = data === undefined ? { code: 404, msg: `故事数据缺少接口 ${path}` } : { code: 200, msg: 'success', data };
  return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
};

/** `user`: the story shows a logged-in user (screens of the personal centre). */
export function StoryRuntime({ children, user }: { children: ReactNode; user?: UserSession | undefined }) {
  const [runtime] = useState(() => {
    const rt = createRuntime({ site: AGENT_SITES[0]!, store: memoryStore(), fetch: fixtureFetch, baseUrl: '' });
    if (user) rt.session.update(user);
    return rt;
  });
  // Widgets that open pickers and dialogs find the built-in popups, as in the app.
  const [popups] = useState(() => {
    const m = createPopupManager({ env: null });
    registerBuiltInPopups(m, { api: runtime.api, queryClient: runtime.queryClient });
    registerResumePopups(m);
    return m;
  });
  return (
    <RuntimeProvider runtime={runtime}>
      <PopupProvider manager={popups}>
        {children}
        <PopupHost manager={popups} />
      </PopupProvider>
    </RuntimeProvider>
  );
}
