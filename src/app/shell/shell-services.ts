import { createContext, useContext } from 'react';
import type { ChunkReloader } from './chunk-reload';
import type { ShellStore } from './shell-store';

/** Services of the frame made once per app (app.tsx), for pieces rendered inside the router. */
export interface ShellServices {
  store: ShellStore;
  chunkReloader: ChunkReloader;
  /** Runs what guards deferred until the navigation settled (the login popup). */
  flushAfterNavigation(): void;
  /** Prefetches the design pages and widget chunks of these paths when idle. */
  prefetch(paths: readonly string[]): () => void;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const s = useContext(ShellServicesContext);
  if (!s) throw new Error('useShellServices() needs a <ShellServicesContext.Provider> above it');
  return s;
}
