import { createContext, useContext, type ReactNode } from 'react';
import type { LinkObject } from '../../../schemas/design';
import type { ActionResult } from '../../actions';
import type { DesignLoader } from '../../runtime/design/loader';
import type { Registry } from '../../runtime/registry';

/** What design routes need from the app: the widget registry, the loader, and how links run. */
export interface DesignApp {
  registry: Registry;
  loader: DesignLoader;
  /** Runs a link through the action interpreter; the result tells whether the chain finished (forms await it). */
  runLink(link: LinkObject, data: Record<string, unknown>, signal?: AbortSignal): Promise<ActionResult>;
  /** Development builds show design problems as boxes, like preview links do. */
  devMode: boolean;
}

const DesignAppContext = createContext<DesignApp | null>(null);

export function DesignAppProvider({ value, children }: { value: DesignApp; children: ReactNode }) {
  return <DesignAppContext.Provider value={value}>{children}</DesignAppContext.Provider>;
}

export function useDesignApp(): DesignApp {
  const v = useContext(DesignAppContext);
  if (!v) throw new Error('useDesignApp() needs a <DesignAppProvider> above it');
  return v;
}
