import type { ComponentType } from 'react';
import {
  OVERLAY_Z_INDEX,
  POPUP_HISTORY_LOCK_MS,
  POPUP_IDLE_DESTROY_MS,
  POPUP_RESUME_FORM,
  POPUP_Z_INDEX_STEP,
  RESUME_FORM_DELAY_MS,
} from '../constants';
import type { Events } from '../events';

/** How a popup ended: confirmed with a value, or cancelled (button, mask, back button, code). */
export type PopupResult<T = unknown> = { confirmed: true; value: T } | { confirmed: false };

/** What the host hands to every registered popup component. */
export interface PopupRenderProps<P = Record<string, unknown>, T = unknown> {
  /** The props given to `open` (unchecked data: parse them). */
  props: P;
  /** False while the popup is hidden but kept mounted (waiting for re-use or idle destruction). */
  visible: boolean;
  /** The stacking order: newer popups sit above older ones. */
  zIndex: number;
  confirm(value: T): void;
  cancel(): void;
}

// Components are stored type-erased; `register` keeps the caller's types at the call site.
type AnyPopupComponent = ComponentType<PopupRenderProps<Record<string, unknown>, unknown>>;

/** One popup as the host sees it. */
export interface PopupEntry {
  key: string;
  /** Changes when the popup is destroyed and made anew, so React mounts a fresh instance. */
  instance: number;
  props: Record<string, unknown>;
  visible: boolean;
  zIndex: number;
  Component: AnyPopupComponent;
}

/** The parts of the browser the manager touches; tests and non-browser hosts may pass their own. */
export interface PopupEnvironment {
  history: Pick<History, 'pushState' | 'back' | 'state'>;
  addEventListener(type: 'popstate', fn: () => void): void;
  removeEventListener(type: 'popstate', fn: () => void): void;
  /** Its overflow is set to hidden while any popup shows. */
  body: { style: { overflow: string } };
}

export interface PopupManagerOptions {
  /** Defaults to the window; null turns history and scroll handling off. */
  env?: PopupEnvironment | null;
}

/** Marks the history entries the manager pushed, so code-closing never undoes a page navigation. */
const HISTORY_MARK = '__popup';
/** Names the one history entry a popup pushed (an earlier entry may carry the same key). */
const HISTORY_ENTRY = '__popupEntry';

interface Live {
  entry: PopupEntry;
  /** Order of the last open: the highest is the top popup. */
  order: number;
  promise: Promise<PopupResult<unknown>> | null;
  resolve: ((r: PopupResult<unknown>) => void) | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** The HISTORY_ENTRY of the history entry it pushed, while the browser is still on or above it; else null. */
  historyEntry: string | null;
}

function browserEnv(): PopupEnvironment | null {
  if (typeof window === 'undefined') return null;
  return {
    history: window.history,
    addEventListener: (t, fn) => window.addEventListener(t, fn),
    removeEventListener: (t, fn) => window.removeEventListener(t, fn),
    body: document.body,
  };
}

/** Next-step instructions that open a popup once the current step is done (spec §4). */
const NEXT_STEP_POPUPS: Record<string, { key: string; delayMs: number }> = {
  resume: { key: POPUP_RESUME_FORM, delayMs: RESUME_FORM_DELAY_MS },
};

/**
 * Popups opened on demand (spec §2, §4): one at a time per key, stacked from
 * z-index 2000 up, closed by the back button, kept mounted 60 s after hiding.
 */
export function createPopupManager(opts: PopupManagerOptions = {}) {
  const env = opts.env === undefined ? browserEnv() : opts.env;
  const components = new Map<string, AnyPopupComponent>();
  const live = new Map<string, Live>();
  const subs = new Set<() => void>();
  let snapshot: readonly PopupEntry[] = [];
  let instances = 0;
  let orders = 0;
  let pushes = 0;
  /** Tells this manager's history entries from another's (a page reloaded keeps its history). */
  const managerTag = Math.random().toString(36).slice(2, 8);
  let historyLocked = false;
  let historyLockTimer: ReturnType<typeof setTimeout> | null = null;
  let savedOverflow: string | null = null;
  const pendingSteps = new Set<ReturnType<typeof setTimeout>>();

  const visibleByOrder = () => [...live.values()].filter((l) => l.entry.visible).sort((a, b) => a.order - b.order);

  /** Recomputes z-indexes and the snapshot, locks or frees page scroll, tells the host. */
  function publish(): void {
    const shown = visibleByOrder();
    shown.forEach((l, i) => {
      const z = OVERLAY_Z_INDEX + i * POPUP_Z_INDEX_STEP;
      if (l.entry.zIndex !== z) l.entry = { ...l.entry, zIndex: z };
    });
    if (env) {
      if (shown.length > 0 && savedOverflow === null) {
        savedOverflow = env.body.style.overflow;
        env.body.style.overflow = 'hidden';
      } else if (shown.length === 0 && savedOverflow !== null) {
        env.body.style.overflow = savedOverflow;
        savedOverflow = null;
      }
    }
    snapshot = [...live.values()].sort((a, b) => a.order - b.order).map((l) => l.entry);
    subs.forEach((fn) => fn());
  }

  /** Settlements waiting for our own history.back() to land (see hide). */
  let afterBack: (() => void)[] = [];
  const flushAfterBack = () => {
    const waiting = afterBack;
    afterBack = [];
    waiting.forEach((fn) => fn());
  };

  function lockHistory(): void {
    historyLocked = true;
    if (historyLockTimer) clearTimeout(historyLockTimer);
    historyLockTimer = setTimeout(() => {
      historyLocked = false;
      historyLockTimer = null;
      // A popstate that never came (some web views) must not hold a promise forever.
      flushAfterBack();
    }, POPUP_HISTORY_LOCK_MS);
  }

  function destroy(key: string): void {
    const l = live.get(key);
    if (!l || l.entry.visible) return;
    live.delete(key);
    publish();
  }

  /** Hides a popup and settles its promise; `fromBack` when the browser already left its history entry. */
  function hide(key: string, result: PopupResult<unknown>, fromBack: boolean): void {
    const l = live.get(key);
    if (!l || !l.entry.visible) return;
    l.entry = { ...l.entry, visible: false };
    const resolve = l.resolve;
    l.resolve = null;
    l.promise = null;
    const settle = () => resolve?.(result);
    let waitForBack = false;
    if (l.historyEntry) {
      l.historyEntry = null;
      // Only step back over our own entry: if the page navigated meanwhile, going back would undo that.
      const state: unknown = env?.history.state;
      if (!fromBack && env && state && typeof state === 'object' && HISTORY_MARK in state) {
        // history.back() lands later; a navigation made before it lands would be undone by it.
        // So the promise settles once it has landed (or the lock runs out).
        waitForBack = true;
        afterBack.push(settle);
        lockHistory();
        env.history.back();
      }
    }
    l.idleTimer = setTimeout(() => {
      l.idleTimer = null;
      destroy(key);
    }, POPUP_IDLE_DESTROY_MS);
    publish();
    if (!waitForBack) settle();
  }

  function onPopState(): void {
    if (historyLocked && afterBack.length > 0) {
      // Our own back() has landed: what waited for it may go on.
      afterBack.shift()?.();
      if (afterBack.length === 0) {
        // Nothing of ours is in flight any more: the next back is the user's and must close a popup.
        historyLocked = false;
        if (historyLockTimer) clearTimeout(historyLockTimer);
        historyLockTimer = null;
      }
      return;
    }
    const top = visibleByOrder()
      .filter((l) => l.historyEntry)
      .pop();
    // Still on the top popup's own entry: this popstate did not leave it. It is our own back() of a
    // popup closed above it, landing after the lock ran out (a busy phone), and must not close it too.
    const state: unknown = env?.history.state;
    if (top && state && typeof state === 'object' && (state as Record<string, unknown>)[HISTORY_ENTRY] === top.historyEntry) return;
    if (top) hide(top.entry.key, { confirmed: false }, true);
  }
  env?.addEventListener('popstate', onPopState);

  const manager = {
    /** Adds a popup component under a key; a key registered twice is a programming error. */
    register<P extends object = Record<string, unknown>, T = unknown>(key: string, Component: ComponentType<PopupRenderProps<P, T>>): void {
      if (components.has(key)) throw new Error(`popup "${key}" is already registered`);
      components.set(key, Component as unknown as AnyPopupComponent);
    },

    has(key: string): boolean {
      return components.has(key);
    },

    /**
     * Shows the popup; settles when it is confirmed or cancelled. While it is
     * open, opening the same key again returns the same promise.
     */
    open<T = unknown>(key: string, props: Record<string, unknown> = {}): Promise<PopupResult<T>> {
      const Component = components.get(key);
      if (!Component) throw new Error(`popup "${key}" is not registered`);
      const existing = live.get(key);
      if (existing?.promise) return existing.promise as Promise<PopupResult<T>>;

      let l = existing;
      if (l) {
        // A hidden one is re-used, so what the user entered is still there.
        if (l.idleTimer) clearTimeout(l.idleTimer);
        l.idleTimer = null;
        l.entry = { ...l.entry, props, visible: true };
      } else {
        l = {
          entry: { key, instance: ++instances, props, visible: true, zIndex: OVERLAY_Z_INDEX, Component },
          order: 0,
          promise: null,
          resolve: null,
          idleTimer: null,
          historyEntry: null,
        };
        live.set(key, l);
      }
      l.order = ++orders;
      const entry = l;
      entry.promise = new Promise<PopupResult<unknown>>((resolve) => {
        entry.resolve = resolve;
      });
      if (env) {
        const state: unknown = env.history.state;
        entry.historyEntry = `${managerTag}.${++pushes}`;
        env.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [HISTORY_MARK]: key, [HISTORY_ENTRY]: entry.historyEntry }, '');
      }
      publish();
      return entry.promise as Promise<PopupResult<T>>;
    },

    /** Closes by code: cancelled unless a confirmed result is given. */
    close<T = unknown>(key: string, result: PopupResult<T> = { confirmed: false }): void {
      hide(key, result, false);
    },

    /** Closes every open popup as cancelled (for instance when the route changes). */
    closeAll(): void {
      for (const l of visibleByOrder().reverse()) hide(l.entry.key, { confirmed: false }, false);
    },

    isOpen(key: string): boolean {
      return live.get(key)?.entry.visible ?? false;
    },

    /** True while the popup's component is mounted, shown or hidden. */
    isMounted(key: string): boolean {
      return live.has(key);
    },

    /**
     * Runs a next-step instruction: 'resume' opens the resume-form popup after
     * 300 ms, when one is registered. Resolves null when nothing was opened.
     */
    openAfterNextStep(step: string, props?: Record<string, unknown>): Promise<PopupResult<unknown> | null> {
      const next = NEXT_STEP_POPUPS[step];
      if (!next) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pendingSteps.delete(timer);
          if (!components.has(next.key)) {
            console.warn(`next step "${step}": popup "${next.key}" is not registered`);
            resolve(null);
            return;
          }
          resolve(manager.open(next.key, props));
        }, next.delayMs);
        pendingSteps.add(timer);
      });
    },

    subscribe(fn: () => void): () => void {
      subs.add(fn);
      return () => void subs.delete(fn);
    },

    getSnapshot(): readonly PopupEntry[] {
      return snapshot;
    },

    /** Stops listening to the browser and drops every popup (tests, hot reload). */
    dispose(): void {
      env?.removeEventListener('popstate', onPopState);
      pendingSteps.forEach((t) => clearTimeout(t));
      pendingSteps.clear();
      if (historyLockTimer) clearTimeout(historyLockTimer);
      flushAfterBack();
      for (const l of live.values()) {
        if (l.idleTimer) clearTimeout(l.idleTimer);
        l.resolve?.({ confirmed: false });
      }
      live.clear();
      publish();
    },
  };
  return manager;
}
export type PopupManager = ReturnType<typeof createPopupManager>;

/**
 * Opens the popups the request wrapper asks for ('popup:open': resume-register,
 * resume). An unknown key is reported, not thrown: the event comes from a
 * server answer, not from a programming mistake.
 */
export function connectPopupEvents(manager: Pick<PopupManager, 'has' | 'open'>, events: Pick<Events, 'on'>): () => void {
  return events.on('popup:open', ({ key, props }) => {
    if (!manager.has(key)) {
      console.warn(`popup:open: no popup registered under "${key}"`);
      return;
    }
    void manager.open(key, props ?? {});
  });
}
