import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { quitWhenSettled } from '../../core/redis';

/** Every app of this process hears a change at once (tests run two apps on one embedded database). */
const local = new Set<(tenantId: number | null) => void>();

/**
 * Tells every process of a deployment that a tenant's setting, global design or a published page
 * changed, so each drops what it keeps in memory for that tenant (design answers, page heads).
 * Across processes through Redis pub/sub; with the embedded database (one process) in-process only.
 * PostgreSQL without Redis may have other processes nobody can tell: then nothing is kept.
 */
export interface DesignChanges {
  /** Whether answers may be kept in memory now (the channel to the other processes is up). */
  trusted(): boolean;
  /** A tenant's design changed (after the commit); null: everything may have changed. */
  changed(tenantId: number): Promise<void>;
  onChange(fn: (tenantId: number | null) => void): void;
  close(): Promise<void>;
}

export function createDesignChanges(opts: { redis: Redis | null; prefix: string; embedded: boolean }): DesignChanges {
  const listeners = new Set<(tenantId: number | null) => void>();
  const tell = (tenantId: number | null) => {
    for (const fn of listeners) fn(tenantId);
  };
  const self = randomBytes(6).toString('hex');
  const channel = `${opts.prefix}design-changed`;
  let subscribed = false;
  let sub: Redis | null = null;
  if (opts.redis) {
    sub = opts.redis.duplicate();
    sub.on('error', () => {});
    // A message missed while the connection was down cannot be told apart: drop everything, keep nothing until subscribed again.
    sub.on('close', () => {
      subscribed = false;
      tell(null);
    });
    sub.on('ready', () => {
      void sub!.subscribe(channel).then(
        () => {
          subscribed = true;
          tell(null);
        },
        () => {},
      );
    });
    sub.on('message', (ch: string, text: string) => {
      if (ch !== channel) return;
      const m = /^(\w+):(\d+|\*)$/.exec(text);
      if (!m || m[1] === self) return;
      tell(m[2] === '*' ? null : Number(m[2]));
    });
  } else if (opts.embedded) {
    local.add(tell);
  }
  return {
    trusted: () => (opts.redis ? subscribed : opts.embedded),
    async changed(tenantId) {
      tell(tenantId);
      if (opts.redis) await opts.redis.publish(channel, `${self}:${tenantId}`).catch(() => {});
      else for (const other of local) if (other !== tell) other(tenantId);
    },
    onChange(fn) {
      listeners.add(fn);
    },
    async close() {
      local.delete(tell);
      listeners.clear();
      if (sub) await quitWhenSettled(sub);
    },
  };
}
