import {
  COMPANY_MANAGER_ROLES,
  COMPANY_ROLE_ADMIN,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLE_MEMBER,
  COMPANY_ROLE_OWNER,
  JOIN_REQUEST_MAX_PENDING,
  JOIN_REQUESTS_PER_COMPANY_PER_DAY,
  type CompanyMembers,
  type CompanyRole,
  type JoinRequest,
  type MyJoinRequest,
} from '../../../schemas/company-member';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_RATE_LIMITED } from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { NoticeWrite, NoticeWriter } from '../notice/service';
import { companyRepo, type MembershipRow, type RequestRow } from './repo';

/** Where every membership notice opens: the members screen under 我的. */
export const COMPANY_MEMBERS_PATH = '/my/company-members';
const NOTICE_MODEL = 'company-join';
/** Requests a requester sees of their own (the latest first). */
const MY_REQUESTS_SHOWN = 10;
const DAY_MS = 86_400_000;

export interface CompanyServiceDeps {
  now: () => number;
  notices: NoticeWriter;
  /** Run after a user stops being a member (left or removed): the user module drops a recruiter role left without a company. */
  afterLeaving: (q: Queryable, tenantId: number, userId: number) => Promise<void>;
}

/** What registering as a recruiter with a company name came to. */
export type RecruiterRegistration =
  | { kind: 'created'; companyId: number }
  | { kind: 'member'; companyId: number }
  | { kind: 'requested'; request: MyJoinRequest };

const notMember = () => new ApiError(CODE_NOT_FOUND, '企业不存在或您不是该企业成员', 404);
const requestNotFound = () => new ApiError(CODE_NOT_FOUND, '申请不存在', 404);

function maskMobile(m: string): string {
  return m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : '****';
}

const toMyRequest = (r: RequestRow): MyJoinRequest => ({
  id: r.id,
  company: { id: r.company_id, name: r.company_name },
  position: r.position,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
});

const toRequest = (r: RequestRow): JoinRequest => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  avatar: r.avatar,
  mobile: maskMobile(r.mobile),
  position: r.position,
  status: r.status,
  createdAt: r.created_at.toISOString(),
});

const isManager = (role: CompanyRole) => COMPANY_MANAGER_ROLES.includes(role);

/**
 * Company membership by approval (/api-user/company/member/*). Naming an
 * existing company never makes a member: it makes a join request that an owner
 * or admin of that company approves or refuses. Every change to one company's
 * members locks its row first, so concurrent approvals, removals and hand-overs
 * run one after another (100 approvals of one request make one member; two
 * owners leaving at once cannot leave none).
 */
export function createCompanyService({ now, notices, afterLeaving }: CompanyServiceDeps) {
  /** The caller's membership (of the given company, or of their own): a 404 for any other, also another tenant's. */
  async function mine(q: Queryable, tenantId: number, userId: number, companyId?: number): Promise<MembershipRow> {
    const m = await companyRepo(q, tenantId).membership(userId, companyId);
    if (!m) throw notMember();
    return m;
  }

  /** The caller's membership re-read under the company lock, so a role changed meanwhile counts. */
  async function lockedAs(q: Queryable, tenantId: number, userId: number, companyId: number | undefined, roles: readonly CompanyRole[], forbidden: string) {
    const repo = companyRepo(q, tenantId);
    const first = await mine(q, tenantId, userId, companyId);
    const company = await repo.lockCompany(first.company_id);
    const m = company ? await repo.membership(userId, first.company_id) : null;
    if (!company || !m) throw notMember();
    if (!roles.includes(m.role)) throw new ApiError(CODE_FORBIDDEN, forbidden, 403);
    return { repo, company, me: m };
  }

  /** After an owner goes: companies.owner_user_id names one of the remaining owners. */
  async function keepOwnerUser(q: Queryable, tenantId: number, companyId: number, goneUserId: number, ownerUserId: number | null) {
    if (ownerUserId !== goneUserId) return;
    const repo = companyRepo(q, tenantId);
    const [next] = (await repo.ownerIds(companyId)).filter((id) => id !== goneUserId);
    if (next !== undefined) await repo.setOwnerUser(companyId, next);
  }

  /** The request, opened to one user (any other, and another tenant's, is "not found"). */
  async function requestJoin(q: Queryable, tenantId: number, userId: number, companyId: number, position: string): Promise<MyJoinRequest> {
    const repo = companyRepo(q, tenantId);
    const company = await repo.lockCompany(companyId);
    if (!company) throw new ApiError(CODE_NOT_FOUND, '企业不存在', 404);
    if (await repo.membership(userId, companyId)) throw new ApiError(CODE_BAD_REQUEST, '您已是该企业成员', 400);
    const open = await repo.pendingRequest(companyId, userId);
    if (open) return toMyRequest(open);
    const managers = await repo.managerIds(companyId);
    if (managers.length === 0) throw new ApiError(CODE_BAD_REQUEST, '该企业暂无管理员，无法审核加入申请，请联系平台客服', 400);
    if ((await repo.pendingCount(userId)) >= JOIN_REQUEST_MAX_PENDING) {
      throw new ApiError(CODE_BAD_REQUEST, `您已有 ${JOIN_REQUEST_MAX_PENDING} 个待审核的加入申请，请等待审核或撤回后再申请`, 400);
    }
    if ((await repo.requestCountSince(companyId, userId, new Date(now() - DAY_MS))) >= JOIN_REQUESTS_PER_COMPANY_PER_DAY) {
      throw new ApiError(CODE_RATE_LIMITED, '今天向该企业提交的申请次数已达上限，请明天再试', 429);
    }
    const id = await repo.createRequest(companyId, userId, position, new Date(now()));
    const row = id === null ? await repo.pendingRequest(companyId, userId) : await repo.request(id);
    if (!row) throw requestNotFound();
    if (id !== null) {
      await notices.write(
        q,
        tenantId,
        managers.map(
          (m): NoticeWrite => ({
            userId: m,
            kind: 'company.join-request',
            title: '新的加入企业申请',
            content: `${row.name || maskMobile(row.mobile)}（${position}）申请加入${company.name}，请审核`,
            model: NOTICE_MODEL,
            modelId: row.id,
            link: COMPANY_MEMBERS_PATH,
          }),
        ),
      );
    }
    return toMyRequest(row);
  }

  return {
    /**
     * Registration as a recruiter (register/hrInfoSave), in the caller's transaction:
     * a new name creates the company, owned by the user; an existing name is refused
     * unless `join` asks for a join request. A member naming their own company stays one.
     */
    async registerRecruiter(q: Queryable, tenantId: number, userId: number, input: { companyName: string; position: string; join: boolean }): Promise<RecruiterRegistration> {
      const repo = companyRepo(q, tenantId);
      await repo.lockName(input.companyName);
      const existing = await repo.companyByName(input.companyName);
      if (existing) {
        if (await repo.membership(userId, existing.id)) {
          await repo.setPosition(existing.id, userId, input.position);
          return { kind: 'member', companyId: existing.id };
        }
        if (!input.join) {
          throw new ApiError(CODE_BAD_REQUEST, `「${existing.name}」已在本站注册，您可以申请加入，企业管理员审核通过后即可招聘`, 400, {
            need: 'join',
            company: { id: existing.id, name: existing.name },
          });
        }
        return { kind: 'requested', request: await requestJoin(q, tenantId, userId, existing.id, input.position) };
      }
      if (input.join) throw new ApiError(CODE_NOT_FOUND, '未找到该企业，请核对公司全称', 404);
      const company = await repo.createCompany(input.companyName, userId);
      await repo.addMember(company.id, userId, input.position, COMPANY_ROLE_OWNER);
      return { kind: 'created', companyId: company.id };
    },

    async find(tenant: TenantScope, userId: number, companyId?: number): Promise<CompanyMembers> {
      return tenant.run(async (q) => {
        const repo = companyRepo(q, tenant.tenantId);
        const m = await repo.membership(userId, companyId);
        if (!m) {
          if (companyId !== undefined) throw notMember();
          return { company: null, myRole: null, members: [] };
        }
        const members = await repo.members(m.company_id);
        return {
          company: { id: m.company_id, name: m.company_name },
          myRole: m.role,
          members: members.map((r) => ({ userId: r.user_id, name: r.name, avatar: r.avatar, position: r.position, role: r.role, joinedAt: r.created_at.toISOString() })),
        };
      });
    },

    /** Pending requests of the caller's company: owners and admins only. */
    async requestFind(tenant: TenantScope, userId: number, companyId?: number): Promise<{ list: JoinRequest[] }> {
      return tenant.run(async (q) => {
        const m = await mine(q, tenant.tenantId, userId, companyId);
        if (!isManager(m.role)) throw new ApiError(CODE_FORBIDDEN, '仅企业创建者或管理员可查看加入申请', 403);
        return { list: (await companyRepo(q, tenant.tenantId).pendingRequests(m.company_id)).map(toRequest) };
      });
    },

    /** Approves (a membership) or refuses a pending request of a company the caller manages. */
    async requestResolve(tenant: TenantScope, userId: number, id: number, approve: boolean): Promise<{ status: 'approved' | 'refused' }> {
      return tenant.run(async (q) => {
        const repo = companyRepo(q, tenant.tenantId);
        const req = await repo.request(id);
        // Someone outside the company learns nothing about its requests.
        if (!req || !(await repo.membership(userId, req.company_id))) throw requestNotFound();
        const { company } = await lockedAs(q, tenant.tenantId, userId, req.company_id, COMPANY_MANAGER_ROLES, '仅企业创建者或管理员可审核加入申请');
        const status = approve ? 'approved' : 'refused';
        if (!(await repo.closeRequest(id, status, userId, new Date(now())))) throw new ApiError(CODE_BAD_REQUEST, '该申请已处理', 400);
        if (approve) await repo.addMember(req.company_id, req.user_id, req.position, COMPANY_ROLE_MEMBER);
        await notices.write(q, tenant.tenantId, [
          {
            userId: req.user_id,
            kind: approve ? 'company.join-approved' : 'company.join-refused',
            title: approve ? '加入企业申请已通过' : '加入企业申请未通过',
            content: approve ? `您已加入${company.name}，切换为招聘者身份即可管理职位和简历` : `${company.name}未通过您的加入申请`,
            model: NOTICE_MODEL,
            modelId: id,
            link: COMPANY_MEMBERS_PATH,
          },
        ]);
        return { status };
      });
    },

    /** Owners remove anyone but the last owner; admins remove members. Leaving oneself is `leave`. */
    async remove(tenant: TenantScope, userId: number, target: number, companyId?: number): Promise<{ ok: true }> {
      if (target === userId) throw new ApiError(CODE_BAD_REQUEST, '不能移除自己，请使用“退出企业”', 400);
      return tenant.run(async (q) => {
        const { repo, company, me } = await lockedAs(q, tenant.tenantId, userId, companyId, COMPANY_MANAGER_ROLES, '仅企业创建者或管理员可移除成员');
        const other = await repo.membership(target, company.id);
        if (!other) throw new ApiError(CODE_NOT_FOUND, '该成员不存在', 404);
        if (me.role !== COMPANY_ROLE_OWNER && other.role !== COMPANY_ROLE_MEMBER) throw new ApiError(CODE_FORBIDDEN, '管理员只能移除普通成员', 403);
        await repo.removeMember(company.id, target);
        await keepOwnerUser(q, tenant.tenantId, company.id, target, company.owner_user_id);
        await afterLeaving(q, tenant.tenantId, target);
        await notices.write(q, tenant.tenantId, [
          { userId: target, kind: 'company.member-removed', title: '您已被移出企业', content: `您已不再是${company.name}的成员`, model: NOTICE_MODEL, modelId: null, link: COMPANY_MEMBERS_PATH },
        ]);
        return { ok: true as const };
      });
    },

    /** Hands the company over: the member becomes owner, the caller an admin. */
    async transfer(tenant: TenantScope, userId: number, target: number, companyId?: number): Promise<{ ok: true }> {
      if (target === userId) throw new ApiError(CODE_BAD_REQUEST, '不能转让给自己', 400);
      return tenant.run(async (q) => {
        const { repo, company } = await lockedAs(q, tenant.tenantId, userId, companyId, [COMPANY_ROLE_OWNER], '仅企业创建者可转让企业');
        if (!(await repo.membership(target, company.id))) throw new ApiError(CODE_NOT_FOUND, '该成员不存在', 404);
        await repo.setRole(company.id, target, COMPANY_ROLE_OWNER);
        await repo.setRole(company.id, userId, COMPANY_ROLE_ADMIN);
        await repo.setOwnerUser(company.id, target);
        await notices.write(q, tenant.tenantId, [
          { userId: target, kind: 'company.transferred', title: '企业已转让给您', content: `您已成为${company.name}的创建者`, model: NOTICE_MODEL, modelId: null, link: COMPANY_MEMBERS_PATH },
        ]);
        return { ok: true as const };
      });
    },

    /** An owner makes another member an admin or a plain member (owners change by hand-over only). */
    async setRole(tenant: TenantScope, userId: number, target: number, role: CompanyRole, companyId?: number): Promise<{ ok: true }> {
      if (target === userId) throw new ApiError(CODE_BAD_REQUEST, '不能修改自己的角色', 400);
      return tenant.run(async (q) => {
        const { repo, company } = await lockedAs(q, tenant.tenantId, userId, companyId, [COMPANY_ROLE_OWNER], '仅企业创建者可设置管理员');
        const other = await repo.membership(target, company.id);
        if (!other) throw new ApiError(CODE_NOT_FOUND, '该成员不存在', 404);
        if (other.role === COMPANY_ROLE_OWNER) throw new ApiError(CODE_BAD_REQUEST, `不能修改${COMPANY_ROLE_LABELS.owner}的角色`, 400);
        await repo.setRole(company.id, target, role);
        return { ok: true as const };
      });
    },

    /** The caller leaves; the last owner must hand the company over first. */
    async leave(tenant: TenantScope, userId: number, companyId?: number): Promise<{ ok: true }> {
      return tenant.run(async (q) => {
        const { repo, company, me } = await lockedAs(q, tenant.tenantId, userId, companyId, [COMPANY_ROLE_OWNER, COMPANY_ROLE_ADMIN, COMPANY_ROLE_MEMBER], '');
        if (me.role === COMPANY_ROLE_OWNER && (await repo.ownerIds(company.id)).length <= 1) {
          throw new ApiError(CODE_BAD_REQUEST, '您是企业唯一的创建者，请先将企业转让给其他成员再退出', 400);
        }
        await repo.removeMember(company.id, userId);
        await keepOwnerUser(q, tenant.tenantId, company.id, userId, company.owner_user_id);
        await afterLeaving(q, tenant.tenantId, userId);
        return { ok: true as const };
      });
    },

    /** The caller's own requests, latest first. */
    async myRequests(tenant: TenantScope, userId: number): Promise<{ list: MyJoinRequest[] }> {
      return tenant.run(async (q) => ({ list: (await companyRepo(q, tenant.tenantId).requestsOf(userId, MY_REQUESTS_SHOWN)).map(toMyRequest) }));
    },

    /** Asks (again) to join a company by id, e.g. after a refusal. */
    async request(tenant: TenantScope, userId: number, companyId: number, position: string): Promise<MyJoinRequest> {
      return tenant.run((q) => requestJoin(q, tenant.tenantId, userId, companyId, position));
    },

    /** The requester withdraws a pending request. */
    async cancel(tenant: TenantScope, userId: number, id: number): Promise<{ status: 'cancelled' }> {
      return tenant.run(async (q) => {
        const repo = companyRepo(q, tenant.tenantId);
        const req = await repo.request(id);
        if (!req || req.user_id !== userId) throw requestNotFound();
        if (!(await repo.closeRequest(id, 'cancelled', userId, new Date(now())))) throw new ApiError(CODE_BAD_REQUEST, '该申请已处理', 400);
        return { status: 'cancelled' as const };
      });
    },

    /**
     * The company a user acts for (the given one, or their own), inside the
     * caller's transaction: other modules (events' booths) ask here instead of
     * reading company_members themselves. Null when not a member.
     */
    async membershipOf(q: Queryable, tenantId: number, userId: number, companyId?: number): Promise<{ companyId: number; companyName: string } | null> {
      const m = await companyRepo(q, tenantId).membership(userId, companyId);
      return m ? { companyId: m.company_id, companyName: m.company_name } : null;
    },
  };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
