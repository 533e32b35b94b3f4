import { createHash } from 'node:crypto';
import type { SendCodeResult } from '../../../schemas/accounts';
import { GEOHASH_ALPHABET, type ClientErrorPage, type UserLogKind, type WebErrorInput } from '../../../schemas/system';
import type { UserSession } from '../../../schemas/auth';
import {
  CODE_BAD_REQUEST,
  CODE_RATE_LIMITED,
  USER_ACTIVE_LOG_EVERY_MS,
  USER_LOG_KEEP,
  WEB_ERROR_PER_CLIENT_MINUTE,
  WEB_ERROR_PER_TENANT_MINUTE,
} from '../../constants';
import { toPage, type PageAt } from '../../core/paging';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { takeAttempt, type RateLimiter } from '../../http/rate-limit';
import { systemRepo } from './repo';

const MINUTE_MS = 60_000;

export interface SystemServiceDeps {
  now: () => number;
  limiter: RateLimiter;
  /** The user session (the user module builds it). */
  session(q: Queryable, tenantId: number, userId: number): Promise<UserSession>;
  /** Sends an SMS code (the auth module's code service, with its limits). */
  sendSms(tenant: TenantScope, purpose: 'mobile', mobile: string, opts: { ip: string }): Promise<SendCodeResult>;
}

/** Centre of a geohash cell; null when a character is not of the alphabet. */
export function decodeGeohash(hash: string): { lat: number; lng: number } | null {
  let lat: [number, number] = [-90, 90];
  let lng: [number, number] = [-180, 180];
  let even = true;
  for (const ch of hash) {
    const v = GEOHASH_ALPHABET.indexOf(ch);
    if (v < 0) return null;
    for (let bit = 4; bit >= 0; bit--) {
      const range = even ? lng : lat;
      const mid = (range[0] + range[1]) / 2;
      if ((v >> bit) & 1) range[0] = mid;
      else range[1] = mid;
      if (even) lng = range;
      else lat = range;
      even = !even;
    }
  }
  return { lat: (lat[0] + lat[1]) / 2, lng: (lng[0] + lng[1]) / 2 };
}

/** Reports of one error from many browsers share a row: kind, message and the stack's first frame. */
function fingerprint(input: WebErrorInput): string {
  const frame = input.stack.split('\n').find((l) => /\bat\b|@/.test(l))?.trim() ?? '';
  // Chunk names change with every build; the message of a failed chunk load names the file, so its hash goes.
  const message = input.kind === 'chunk' ? input.message.replace(/-[A-Za-z0-9_-]{6,}\.js/g, '-*.js') : input.message;
  return createHash('sha256').update(`${input.kind}\n${message}\n${frame}`).digest('hex');
}

/** The system calls no feature owns (spec §7): error reports, the user's own log, role, the info-change code. */
export function createSystemService(deps: SystemServiceDeps) {
  const { now, limiter } = deps;
  return {
    async webError(tenant: TenantScope, ip: string, userId: number | null, input: WebErrorInput & { userAgent: string }): Promise<{ id: number; count: number }> {
      // The client sends few reports (see src/runtime/errors); these walls hold against one that sends many.
      const perClient = await takeAttempt(limiter, `web-error:${tenant.tenantId}:${ip}`, MINUTE_MS, WEB_ERROR_PER_CLIENT_MINUTE);
      const perTenant = perClient && (await takeAttempt(limiter, `web-error:${tenant.tenantId}`, MINUTE_MS, WEB_ERROR_PER_TENANT_MINUTE));
      if (!perClient || !perTenant) throw new ApiError(CODE_RATE_LIMITED, '错误上报过于频繁，请稍后再试', 429);
      return tenant.run((q) =>
        systemRepo(q, tenant.tenantId).reportClientError({ ...input, fingerprint: fingerprint(input), userId, at: new Date(now()) }),
      );
    },

    async webErrorFind(tenant: TenantScope, input: PageAt & { kind?: WebErrorInput['kind'] | undefined }): Promise<ClientErrorPage> {
      return toPage(await tenant.run((q) => systemRepo(q, tenant.tenantId).findClientErrors(input.kind, input.page, input.limit)), input);
    },

    /** Which side the user is on now, and whether they can switch to the recruiter's side (they belong to a company). */
    async role(tenant: TenantScope, userId: number): Promise<{ role: number; company: { id: number; name: string } | null }> {
      const s = await tenant.run((q) => deps.session(q, tenant.tenantId, userId));
      return { role: s.role, company: s.company };
    },

    /** A code to the user's own number, to confirm a change of their account details (validateCode checks it). */
    async infoChangeCode(tenant: TenantScope, userId: number, ip: string): Promise<SendCodeResult & { mobile: string }> {
      const s = await tenant.run((q) => deps.session(q, tenant.tenantId, userId));
      const mobile = s.info.mobile;
      if (!mobile) throw new ApiError(CODE_BAD_REQUEST, '账号未绑定手机号', 400);
      const sent = await deps.sendSms(tenant, 'mobile', mobile, { ip });
      return { ...sent, mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` };
    },

    /** The client says the user is here: one 'active' entry an hour at most. Anonymous callers are answered without a record. */
    async active(tenant: TenantScope, userId: number | null): Promise<{ activeAt: string | null }> {
      if (userId === null) return { activeAt: null };
      const at = new Date(now());
      return tenant.run(async (q) => {
        const repo = systemRepo(q, tenant.tenantId);
        const last = await repo.lastLogAt(userId, 'active');
        if (last && at.getTime() - last.getTime() < USER_ACTIVE_LOG_EVERY_MS) return { activeAt: last.toISOString() };
        await repo.addLog(userId, 'active', {}, at);
        await repo.pruneLog(userId, 'active', USER_LOG_KEEP);
        return { activeAt: at.toISOString() };
      });
    },

    async locationLog(tenant: TenantScope, userId: number, geohash: string): Promise<{ lat: number; lng: number }> {
      const point = decodeGeohash(geohash);
      if (!point) throw new ApiError(CODE_BAD_REQUEST, '位置编码无效', 400);
      await tenant.run(async (q) => {
        const repo = systemRepo(q, tenant.tenantId);
        await repo.addLog(userId, 'location', { geohash, ...point }, new Date(now()));
        await repo.pruneLog(userId, 'location', USER_LOG_KEEP);
      });
      return point;
    },

    async logFind(tenant: TenantScope, userId: number, input: PageAt & { kind?: UserLogKind | undefined }) {
      return toPage(await tenant.run((q) => systemRepo(q, tenant.tenantId).findLog(userId, input.kind, input.page, input.limit)), input);
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
