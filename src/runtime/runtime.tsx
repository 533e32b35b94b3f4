// Infrastructure, allowed to call api.request directly (eslint.config.js): the runtime defines the Query and mutation hooks (useApiQuery, useApiPages, useApiMutation) that everything else reads and writes through.
import { keepPreviousData, QueryClient, QueryClientProvider, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { pickAgentSite, type AgentSite } from '../../schemas/client-config';
import { createApiClient, type ApiClient, type ApiEffects, type RequestOptions } from './api/client';
import { createBrowserEffects } from './api/effects';
import { createEvents, type Events } from './events';
import { createSession, type Session, type SessionState } from './session';
import { createExpiringStorage, memoryStore, type ExpiringStorage, type KeyValueStore } from './storage';

/** Everything a screen needs from the runtime, made once at start. */
export interface Runtime {
  site: AgentSite;
  api: ApiClient;
  session: Session;
  events: Events;
  storage: ExpiringStorage;
  /** Set by the router once it exists; the request wrapper and actions navigate through it. */
  navigator: { navigate: ((path: string, opts?: { replace?: boolean }) => void) | null };
  queryClient: QueryClient;
}

export interface RuntimeOptions {
  site?: AgentSite;
  store?: KeyValueStore;
  baseUrl?: string;
  /** Replaces the browser effects (tests and Storybook). */
  effects?: (defaults: ApiEffects) => ApiEffects;
  /** Replaces fetch (Storybook answers from fixtures). */
  fetch?: typeof fetch;
  /** The site's public key from the page's boot data (schemas/boot.ts). */
  publicKey?: string;
}

function browserStore(): KeyValueStore {
  try {
    const s = window.localStorage;
    s.setItem('__probe', '1');
    s.removeItem('__probe');
    return s;
  } catch {
    return memoryStore();
  }
}

export function createRuntime(opts: RuntimeOptions = {}): Runtime {
  const site = opts.site ?? pickAgentSite(window.location.hostname);
  const storage = createExpiringStorage(opts.store ?? browserStore());
  const events = createEvents();
  const session = createSession(storage, events);
  const navigator: Runtime['navigator'] = { navigate: null };
  const defaults = createBrowserEffects({ events, logout: () => session.logout(), navigator });
  const api = createApiClient({
    site,
    storage,
    session: session.port,
    effects: opts.effects ? opts.effects(defaults) : defaults,
    ...(opts.baseUrl === undefined ? {} : { baseUrl: opts.baseUrl }),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    ...(opts.publicKey ? { publicKey: opts.publicKey } : {}),
  });
  // The wrapper already shows errors and retries what is worth retrying.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });
  events.on('logout', () => queryClient.removeQueries());
  return { site, api, session, events, storage, navigator, queryClient };
}

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>{children}</QueryClientProvider>
    </RuntimeContext.Provider>
  );
}

export function useRuntime(): Runtime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('useRuntime() needs a <RuntimeProvider> above it');
  return rt;
}

export function useSession(): SessionState {
  const { session } = useRuntime();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** A read through the protocol, cached by TanStack Query under [path, data]. */
export function useApiQuery<T>(
  path: string,
  data: unknown,
  opts: RequestOptions & {
    enabled?: boolean;
    parse?: (raw: unknown) => T;
    /** Polling: the next ask in ms after the held answer (or a failure), or false to stop. */
    refetchInterval?: (data: T | undefined, failed: boolean) => number | false;
    /** Keep showing the last answer while a changed input (a typed keyword) loads, instead of nothing. */
    keepPrevious?: boolean;
  } = {},
) {
  const { api } = useRuntime();
  const { enabled, parse, refetchInterval, keepPrevious, ...ro } = opts;
  return useQuery({
    queryKey: [path, data],
    queryFn: async ({ signal }) => {
      const raw = await api.request<unknown>(path, data, { ...ro, signal });
      return parse ? parse(raw) : (raw as T);
    },
    enabled: enabled ?? true,
    ...(refetchInterval ? { refetchInterval: (q: { state: { data: T | undefined; status: string } }) => refetchInterval(q.state.data, q.state.status === 'error') } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * A read on a tap, not a render (a filter that opens, a button that fills a form): asked through the
 * query client under [path, data], so it shares the cache with any useApiQuery of the same read.
 */
export function useApiFetch<T>(path: string, parse: (raw: unknown) => T = (raw) => raw as T): (data?: unknown) => Promise<T> {
  const { api } = useRuntime();
  const qc = useQueryClient();
  return (data = {}) => qc.fetchQuery({ queryKey: [path, data], queryFn: async ({ signal }) => parse(await api.request<unknown>(path, data, { signal })) });
}

/** Paged reads with `{page, limit}` answered by `{list, done}`. */
export function useApiPages<T extends { done: boolean; page: number }>(
  path: string,
  data: Record<string, unknown>,
  parse: (raw: unknown) => T,
) {
  const { api } = useRuntime();
  return useInfiniteQuery({
    queryKey: [path, data, 'pages'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => parse(await api.request<unknown>(path, { ...data, page: pageParam }, { signal })),
    getNextPageParam: (last) => (last.done ? undefined : last.page + 1),
  });
}

/** One write through the protocol, as the feature hooks of `src/runtime/data-hooks/` describe it. */
export interface ApiWrite<V, T> {
  /**
   * The call (or the few calls) the write makes. A refusal rejects with the
   * ApiRequestError the request wrapper has already shown (a modal with the
   * server's message), unless the call was silent.
   */
  run: (vars: V, rt: Runtime) => Promise<T>;
  /** The answer put where it belongs (the session, a cached read) before the refetches. */
  apply?: (data: T, vars: V, rt: Runtime) => void;
  /**
   * The reads the write changes, as query keys (a path alone matches every body
   * of that path). They are refetched before the write settles, so `isPending`
   * lasts until the screen shows the change and a second tap meets a disabled button.
   */
  invalidates?: readonly QueryKey[] | ((data: T, vars: V) => readonly QueryKey[]);
  /** Refetch the (listed) reads after a refusal too: it may mean the screen is out of date (a request another admin handled). */
  refetchAfterRefusal?: boolean;
}

/** A write through the protocol: TanStack Query's useMutation around {@link ApiWrite}. */
export function useApiMutation<V = void, T = unknown>(write: ApiWrite<V, T>) {
  const rt = useRuntime();
  const refetch = (keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => rt.queryClient.invalidateQueries({ queryKey })));
  return useMutation<T, Error, V>({
    mutationFn: (vars) => write.run(vars, rt),
    onSuccess: async (data, vars) => {
      write.apply?.(data, vars, rt);
      await refetch(typeof write.invalidates === 'function' ? write.invalidates(data, vars) : (write.invalidates ?? []));
    },
    onError: async () => {
      if (write.refetchAfterRefusal && typeof write.invalidates !== 'function') await refetch(write.invalidates ?? []);
    },
  });
}
