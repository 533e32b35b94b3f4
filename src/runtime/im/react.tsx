import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { EmojiConfig } from '../../../schemas/im';
import { showTopToast } from '../popups/built-in/common';
import { useRuntime, type Runtime } from '../runtime';
import { createImClient, type ImClient } from './client';
import { emptyConversation, type ConversationState, type ImState } from './store';

const clients = new WeakMap<Runtime, ImClient>();

/** The one chat client of a runtime (made on first use; the app starts it at boot). */
export function imClientOf(rt: Runtime): ImClient {
  let c = clients.get(rt);
  if (!c) {
    c = createImClient({
      api: rt.api,
      session: rt.session,
      events: rt.events,
      toast: showTopToast,
      baseUrl: rt.site.apiUrl,
      agentKey: rt.site.agentKey,
    });
    clients.set(rt, c);
  }
  return c;
}

const ImContext = createContext<ImClient | null>(null);

/** Gives widgets a chat client of their own (stories and tests); without it the runtime's is used. */
export function ImProvider({ client, children }: { client: ImClient; children: ReactNode }) {
  return <ImContext.Provider value={client}>{children}</ImContext.Provider>;
}

export function useImClient(): ImClient {
  const given = useContext(ImContext);
  const rt = useRuntime();
  return given ?? imClientOf(rt);
}

export function useImState<T>(select: (s: ImState) => T): T {
  const im = useImClient();
  return useSyncExternalStore(im.subscribe, () => select(im.getState()), () => select(im.getState()));
}

const EMPTY = emptyConversation();
export function useConversationState(cid: number | null): ConversationState {
  return useImState((s) => (cid === null ? EMPTY : (s.conversations[cid] ?? EMPTY)));
}

/** The emoji config (loaded once per client), or null while it loads or after a failure. */
export function useEmojiConfig(): EmojiConfig | null {
  const im = useImClient();
  const [config, setConfig] = useState<EmojiConfig | null>(null);
  useEffect(() => {
    let live = true;
    im.emojiConfig().then(
      (c) => live && setConfig(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [im]);
  return config;
}
