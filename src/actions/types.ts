import type { LinkObject } from '../../schemas/design';
import type { ApiClient } from '../runtime/api/client';
import type { PopupResult } from '../runtime/popups/manager';

/** The popup manager as actions use it. */
export interface ActionPopups {
  has(key: string): boolean;
  open<T = unknown>(key: string, props?: Record<string, unknown>): Promise<PopupResult<T>>;
}

/** What actions may do to the world; the app injects real ones, tests small fakes. */
export interface ActionContext {
  api: Pick<ApiClient, 'request'>;
  /** An internal route change. */
  navigate(path: string, opts?: { replace?: boolean }): void;
  popups: ActionPopups;
  toast(text: string): void;
  /** The logged-in user and role; settled() waits for a restore still under way. */
  session: { getState(): { user: { role: number } | null }; settled(): Promise<void> };
  /** Opens an allow-listed URL outside the app (http(s), tel:, mailto:). */
  openExternal(url: string): void;
  /** Resolves false when the text could not be copied. */
  copyText(text: string): Promise<boolean>;
  callPhone(phone: string): void;
  back(): void;
  /** What {{path}} placeholders read: user, route, item, res, … */
  data?: Record<string, unknown>;
  /** Aborted when the widget that started the run goes away. */
  signal?: AbortSignal;
}

/** Why a chain stopped early. */
export type StopReason =
  /** A rule failed (its message was a toast). */
  | 'invalid'
  /** The user cancelled a popup or the login. */
  | 'cancelled'
  /** A call failed (envelope errors were already shown by the request wrapper). */
  | 'failed'
  /** A link was refused as unsafe or malformed. */
  | 'refused'
  /** The widget went away during the run. */
  | 'aborted'
  /** The same link is still running (a second tap). */
  | 'busy';

export type ActionResult = { ok: true; res?: unknown } | { ok: false; reason: StopReason; error?: unknown };

/** One link type's effect: `(link, ctx) => Promise<Result>` (CONVENTIONS.md). */
export type Action<L extends LinkObject> = (link: L, ctx: ActionContext & { data: Record<string, unknown> }) => Promise<ActionResult>;

/** The link object of one type. */
export type LinkOf<K extends LinkObject['type']> = Extract<LinkObject, { type: K }>;
