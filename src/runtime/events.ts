/** App-wide events of the spec (logout, user-blocked, …), typed by name. */
export interface RuntimeEvents {
  login: { userId: number; role: number };
  logout: undefined;
  'user-blocked': unknown;
  'popup:open': { key: string; props?: Record<string, unknown> };
}

type Listener<T> = (payload: T) => void;

export function createEvents() {
  const listeners = new Map<keyof RuntimeEvents, Set<Listener<never>>>();
  return {
    on<K extends keyof RuntimeEvents>(name: K, fn: Listener<RuntimeEvents[K]>): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(fn as Listener<never>);
      return () => set.delete(fn as Listener<never>);
    },
    emit<K extends keyof RuntimeEvents>(name: K, payload: RuntimeEvents[K]): void {
      for (const fn of listeners.get(name) ?? []) (fn as Listener<RuntimeEvents[K]>)(payload);
    },
  };
}
export type Events = ReturnType<typeof createEvents>;
