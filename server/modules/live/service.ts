import { LIVE_DEFAULT_MINUTES, LIVE_MESSAGES, LIVE_STATE, LIVE_STATE_TEXT, liveLink, type Live, type LiveSaveInput } from '../../../schemas/live';
import { toPage, type PageAt } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND } from '../../constants';
import { mapInOrder, type Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { liveRepo, type LiveJobRow, type LiveRepo, type LiveRow } from './repo';

export interface LiveDeps {
  now: () => number;
  /** Users in the live's chatroom now (the socket server's room membership); absent: 0. */
  viewers?: ((tenant: TenantScope, roomId: string) => Promise<number>) | undefined;
  /** Writes notices in the caller's transaction (reservers told when a live goes on air). */
  notices?: { write(q: Queryable, tenantId: number, notices: readonly { userId: number; kind: string; title: string; content: string; model: string; modelId: number | null; link: string }[]): Promise<void> } | undefined;
  /** Length of a live without its own end time (ms); LIVE_DEFAULT_MINUTES by default. */
  defaultLengthMs?: number | undefined;
}

const notFound = () => new ApiError(CODE_NOT_FOUND, LIVE_MESSAGES.notFound, 404);
export const liveRoomId = (id: number) => `live-${id}`;

const UNIT: Record<number, string> = { 1: '月', 2: '天', 3: '时' };
function salaryText(j: LiveJobRow): string {
  if (j.salary_unit === 1 && j.salary_min >= 1000) return `${Math.round(j.salary_min / 100) / 10}-${Math.round(j.salary_max / 100) / 10}K`;
  return `${j.salary_min}-${j.salary_max}元/${UNIT[j.salary_unit] ?? '月'}`;
}

/** Live rooms: one live for everyone, likes, and the recruiter's / operator's create and edit. */
export function createLiveService({ now, viewers, notices, defaultLengthMs = LIVE_DEFAULT_MINUTES * 60_000 }: LiveDeps) {
  async function view(tenant: TenantScope, repo: LiveRepo, r: LiveRow, userId: number | null): Promise<Live> {
    const jobs = await repo.jobs(r.company_id, r.job_ids);
    return {
      id: r.id,
      title: r.title,
      cover: r.cover,
      status: r.status,
      statusText: LIVE_STATE_TEXT[r.status] ?? '',
      startAt: r.start_at.getTime(),
      endAt: r.end_at?.getTime() ?? r.start_at.getTime() + defaultLengthMs,
      endAtSet: r.end_at !== null,
      playUrl: r.play_url,
      replayUrl: r.replay_url,
      company: { id: r.company_id, name: r.company_name, logo: r.company_logo },
      jobs: jobs.map((j) => ({ id: j.id, title: j.title, salaryText: salaryText(j), cityName: j.city_name })),
      likes: r.likes,
      liked: userId !== null && (await repo.liked(r.id, userId)),
      reserved: userId !== null && (await repo.reserved(r.id, userId)),
      viewers: 0,
      roomId: liveRoomId(r.id),
    };
  }

  async function withViewers(tenant: TenantScope, live: Live): Promise<Live> {
    return { ...live, viewers: viewers ? await viewers(tenant, live.roomId) : 0 };
  }

  /** Checks and saves; `companyId` is whose live it must be (the recruiter's company) or, for operators, any company of the tenant. */
  async function save(tenant: TenantScope, input: LiveSaveInput, who: { userId: number } | { operator: true }): Promise<Live> {
    const live = await tenant.run(async (q) => {
      const repo = liveRepo(q, tenant.tenantId);
      let companyId: number;
      if ('userId' in who) {
        const mine = await repo.companyOf(who.userId);
        if (mine === null) throw new ApiError(CODE_FORBIDDEN, LIVE_MESSAGES.recruiterOnly, 403);
        companyId = mine;
      } else {
        if (input.companyId === undefined && input.id === undefined) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.companyNeeded, 400);
        if (input.companyId !== undefined && !(await repo.companyExists(input.companyId))) throw new ApiError(CODE_NOT_FOUND, LIVE_MESSAGES.noCompany, 404);
        companyId = input.companyId ?? 0;
      }
      let id = input.id;
      if (id !== undefined) {
        const old = await repo.lock(id);
        if (!old) throw notFound();
        if ('userId' in who && old.company_id !== companyId) throw new ApiError(CODE_FORBIDDEN, LIVE_MESSAGES.notYours, 403);
        if (companyId === 0) companyId = old.company_id;
        // The state only moves forward (a replay cannot go back on air).
        if (input.status < old.status) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.badState, 400);
      }
      if (input.endAt != null && input.endAt <= input.startAt) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.endBeforeStart, 400);
      if (input.status === LIVE_STATE.replay && !input.replayUrl) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.replayNeedsUrl, 400);
      const jobIds = [...new Set(input.jobIds)];
      if ((await repo.countCompanyJobs(companyId, jobIds)) !== jobIds.length) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.badJob, 400);
      const fields = { companyId, title: input.title, cover: input.cover, startAt: new Date(input.startAt), endAt: input.endAt != null ? new Date(input.endAt) : null, jobIds, playUrl: input.playUrl, replayUrl: input.replayUrl, status: input.status };
      const at = new Date(now());
      if (id === undefined) id = await repo.insert(fields, 'userId' in who ? who.userId : null, at);
      else await repo.update(id, fields, at);
      return view(tenant, repo, (await repo.get(id))!, 'userId' in who ? who.userId : null);
    });
    return withViewers(tenant, live);
  }

  return {
    /** /api-user/live/get: anyone in the tenant (another tenant's id is not found). */
    async get(tenant: TenantScope, userId: number | null, id: number): Promise<Live> {
      const live = await tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const r = await repo.get(id);
        if (!r) throw notFound();
        return view(tenant, repo, r, userId);
      });
      return withViewers(tenant, live);
    },

    /** /api-user/live/like: one like per user, counted once however often (or in parallel) it is sent. */
    like: (tenant: TenantScope, userId: number, id: number) =>
      tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        if (!(await repo.lock(id))) throw notFound();
        return { likes: await repo.like(id, userId, new Date(now())), liked: true };
      }),

    /** /api-user/live/reserve: 预约 an upcoming live; its start is told by a notice (the state runner). */
    reserve: (tenant: TenantScope, userId: number, id: number) =>
      tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const row = await repo.lock(id);
        if (!row) throw notFound();
        if (row.status !== LIVE_STATE.upcoming) throw new ApiError(CODE_BAD_REQUEST, LIVE_MESSAGES.notUpcoming, 400);
        await repo.reserve(id, userId, new Date(now()));
        return { reserved: true };
      }),

    /** /api-user/live/reserveCancel: takes the 预约 back (nothing to take back is fine). */
    reserveCancel: (tenant: TenantScope, userId: number, id: number) =>
      tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        if (!(await repo.lock(id))) throw notFound();
        await repo.unreserve(id, userId);
        return { reserved: false };
      }),

    /**
     * The state runner's work for one tenant (server/app.ts runs it on the periodic lease):
     * upcoming → live at the start, live → ended at the end, ended → replay once a replay
     * address is there; every reserver of a live now on air gets one notice.
     */
    async advance(tenant: TenantScope): Promise<{ onAir: number; ended: number; replay: number; told: number }> {
      return tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const at = new Date(now());
        const moved = await repo.advance(at, defaultLengthMs);
        const due = await repo.claimStartNotices(at);
        await notices?.write(
          q,
          tenant.tenantId,
          due.map((d) => ({
            userId: d.user_id,
            kind: 'live.start',
            title: '你预约的直播开始了',
            content: `${d.company_name ? `${d.company_name}的` : ''}直播「${d.title}」正在直播，点击进入直播间`,
            model: 'live',
            modelId: d.live_id,
            link: liveLink(d.live_id),
          })),
        );
        return { ...moved, told: due.length };
      });
    },

    /** /api-user/live/jobOptions: the open jobs of the recruiter's company (what the editor offers). */
    jobOptions: (tenant: TenantScope, userId: number) =>
      tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const companyId = await repo.companyOf(userId);
        if (companyId === null) throw new ApiError(CODE_FORBIDDEN, LIVE_MESSAGES.recruiterOnly, 403);
        return { list: await repo.companyJobs(companyId) };
      }),

    saveAsRecruiter: (tenant: TenantScope, userId: number, input: LiveSaveInput) => save(tenant, { ...input, companyId: undefined }, { userId }),
    saveAsOperator: (tenant: TenantScope, input: LiveSaveInput) => save(tenant, input, { operator: true }),

    /** The recruiter's company's lives (newest first). */
    async mine(tenant: TenantScope, userId: number, at: PageAt) {
      const found = await tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const companyId = await repo.companyOf(userId);
        if (companyId === null) throw new ApiError(CODE_FORBIDDEN, LIVE_MESSAGES.recruiterOnly, 403);
        const { list, total } = await repo.byCompany(companyId, at.limit, (at.page - 1) * at.limit);
        return { list: await mapInOrder(list, (r) => view(tenant, repo, r, userId)), total };
      });
      return toPage(found, at);
    },

    async adminFind(tenant: TenantScope, at: PageAt) {
      const found = await tenant.run(async (q) => {
        const repo = liveRepo(q, tenant.tenantId);
        const { list, total } = await repo.byCompany(null, at.limit, (at.page - 1) * at.limit);
        const out = [];
        for (const r of list) out.push(await view(tenant, repo, r, null));
        return { list: out, total };
      });
      return toPage(found, at);
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
