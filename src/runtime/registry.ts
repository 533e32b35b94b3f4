import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { LinkObject } from '../../schemas/design';

/** What the runtime hands a widget besides its own props. */
export interface WidgetHost {
  /** The node's id on its page. */
  nodeId: string;
  /**
   * Runs a link object through the action interpreter: the node's own link when
   * called without one, or an item's link (a banner slide, a grid cell).
   * `data` is what {{path}} placeholders may read, e.g. { item }.
   */
  runLink(link?: LinkObject, data?: Record<string, unknown>): void;
  /** The node's children, rendered by the runtime (containers place them). */
  children?: ReactNode;
  /** True in preview and development: widgets may show hints there. */
  preview: boolean;
}

/** Designer props, flat (so Storybook args work), plus the host the runtime passes. */
export type WidgetRenderProps<P> = P & { host?: WidgetHost };

/** One widget: a folder under src/widgets exporting this from index.ts (CONVENTIONS.md). */
export interface WidgetDefinition<S extends z.ZodType = z.ZodType> {
  /** The exact `type` string of design nodes. */
  type: string;
  /** zod schema of the props; JSDoc on its fields is what designers read. */
  propsSchema: S;
  defaultProps: z.infer<S>;
  render: ComponentType<WidgetRenderProps<z.infer<S>>>;
  /** How the operator studio shows it; optional, everything else is generated from propsSchema. */
  editor?: WidgetEditorHints;
}

/** What a custom field editor of the studio gets: the prop's value, and how to change it. */
export interface FieldEditorProps {
  value: unknown;
  onChange(value: unknown): void;
}

/**
 * The studio generates a widget's palette entry and property form from its
 * definition; these hints only fill what a schema cannot say (README: the
 * studio's widget contract).
 */
export interface WidgetEditorHints {
  /** Name in the palette, e.g. 轮播图; default the type. */
  title?: string;
  /** An emoji or one character drawn in the palette. */
  icon?: string;
  /** One line under the name; default the definition's JSDoc. */
  description?: string;
  /** Takes child nodes: the studio lets widgets be dropped into it. */
  container?: boolean;
  /** Editors by prop path ("items[].jobId") where the generated field is not enough, e.g. a picker of jobs. */
  fields?: Record<string, ComponentType<FieldEditorProps>>;
}

export type WidgetLoader = () => Promise<WidgetDefinition>;

export interface Registry {
  has(type: string): boolean;
  types(): string[];
  /**
   * Loads (once) and returns the definition; rejects for an unknown type. The
   * same promise is returned every time, marked fulfilled as React's use()
   * expects, so a loaded widget renders without suspending.
   */
  load(type: string): Promise<WidgetDefinition>;
  /** The definition if already loaded, for rendering without a suspense round. */
  peek(type: string): WidgetDefinition | undefined;
  /** Starts loading the given types (the ones a fetched page uses). */
  preload(types: Iterable<string>): Promise<void>;
}

/**
 * The registry is keyed by the exact type string; each entry is loaded lazily.
 * A type registered twice throws at start.
 */
/** After a failed load, a widget's chunk is asked for again only after this long (ms). */
export const WIDGET_RETRY_AFTER_MS = 10_000;

export function createRegistry(entries: readonly (readonly [string, WidgetLoader])[]): Registry {
  const loaders = new Map<string, WidgetLoader>();
  for (const [type, loader] of entries) {
    if (loaders.has(type)) throw new Error(`widget type "${type}" is registered twice`);
    loaders.set(type, loader);
  }
  const loaded = new Map<string, WidgetDefinition>();
  const promises = new Map<string, Promise<WidgetDefinition>>();

  function load(type: string): Promise<WidgetDefinition> {
    let p = promises.get(type);
    if (!p) {
      const loader = loaders.get(type);
      if (!loader) return Promise.reject(new Error(`unknown widget type "${type}"`));
      const tracked = loader().then((def) => {
        if (def.type !== type) throw new Error(`widget registered as "${type}" declares type "${def.type}"`);
        loaded.set(type, def);
        // React's thenable protocol: use() reads these instead of suspending again.
        Object.assign(tracked, { status: 'fulfilled', value: def });
        return def;
      });
      // A failed chunk load may be retried later, not at once: React renders a failed widget again to
      // recover (a transition does so at once), and each new import would fail and be retried in turn.
      // Marked rejected, use() throws at once to the widget's error boundary instead of suspending anew.
      tracked.catch((reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        setTimeout(() => {
          if (promises.get(type) === tracked) promises.delete(type);
        }, WIDGET_RETRY_AFTER_MS);
      });
      p = tracked;
      promises.set(type, p);
    }
    return p;
  }

  return {
    has: (type) => loaders.has(type),
    types: () => [...loaders.keys()],
    load,
    peek: (type) => loaded.get(type),
    async preload(types) {
      await Promise.allSettled([...new Set(types)].filter((t) => loaders.has(t)).map(load));
    },
  };
}
