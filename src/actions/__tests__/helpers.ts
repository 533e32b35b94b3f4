import { vi } from 'vitest';
import { createPopupManager, type PopupManager } from '../../runtime/popups/manager';
import type { ActionContext } from '../types';

export interface Harness {
  ctx: ActionContext;
  popups: PopupManager;
  request: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  toast: ReturnType<typeof vi.fn>;
  openExternal: ReturnType<typeof vi.fn>;
  copyText: ReturnType<typeof vi.fn>;
  callPhone: ReturnType<typeof vi.fn>;
  back: ReturnType<typeof vi.fn>;
  setUser(user: { id: number; role: number } | null): void;
  /** A session restore under way: settled() waits until the returned function ends it with that user. */
  restoring(): (user: { id: number; role: number } | null) => void;
}

/** A context of fakes around a real popup manager (no browser history). */
export function harness(data: Record<string, unknown> = {}): Harness {
  let user: { id: number; role: number } | null = null;
  let restore: Promise<void> = Promise.resolve();
  const popups = createPopupManager({ env: null });
  const h = {
    popups,
    request: vi.fn(async (path: string, body?: unknown) => ({ path, body })),
    navigate: vi.fn(),
    toast: vi.fn(),
    openExternal: vi.fn(),
    copyText: vi.fn(async () => true),
    callPhone: vi.fn(),
    back: vi.fn(),
    setUser(u: { id: number; role: number } | null) {
      user = u;
    },
    restoring() {
      let end!: () => void;
      restore = new Promise<void>((resolve) => (end = resolve));
      return (u: { id: number; role: number } | null) => {
        user = u;
        end();
      };
    },
  };
  const ctx: ActionContext = {
    api: { request: h.request as never },
    navigate: h.navigate,
    popups,
    toast: h.toast,
    session: { getState: () => ({ user }), settled: () => restore },
    openExternal: h.openExternal,
    copyText: h.copyText,
    callPhone: h.callPhone,
    back: h.back,
    data,
  };
  return { ...h, ctx };
}
