import type { UserSession } from '../../../schemas/auth';
import type {
  HrInfoInput,
  HrInfoResult,
  RegisterInfo,
  SeekerInfoInput,
  SendCodeResult,
  SwitchCodeUrlResult,
  SwitchRoleBeforeResult,
  SwitchStatusResult,
} from '../../../schemas/accounts';
import { ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, SWITCH_KEY_TTL_MS } from '../../constants';
import { pollScanKey, SCAN_KEY, scanKeyMove } from '../../core/scan-key';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashToken, newToken } from '../../http/hash';
import type { CodeService } from '../auth/codes';
import type { CompanyService } from '../company/service';
import { accountRepo } from './account-repo';
import { userRepo, type CompanyRef } from './repo';
import type { UserService } from './service';

/** Path of the page the phone opens from the role-switch QR code. */
export const SWITCH_PAGE_PATH = '/me/switch-role';


export interface UserAccountDeps {
  now: () => number;
  codes: CodeService;
  /** The company module: creating a company or a join request happens there, in this transaction. */
  companies: Pick<CompanyService, 'registerRecruiter'>;
  users: UserService;
}

/** Registration, roles and the role switch on another device (/api-user/register/*, /api-user/user/*). */
export function createUserAccountService({ now, codes, companies, users }: UserAccountDeps) {
  const buildUserSession = users.session;
  /** Why a user cannot take a role, or null. Roles 1 and 3 act for a company. */
  async function companyFor(q: Queryable, tenantId: number, userId: number, role: number, companyId?: number): Promise<CompanyRef | null> {
    if (role === ROLE_SEEKER) return null;
    const users = userRepo(q, tenantId);
    return companyId === undefined ? users.companyOf(userId) : users.memberCompany(userId, companyId);
  }

  async function applyRole(q: Queryable, tenantId: number, userId: number, role: number, companyId?: number): Promise<void> {
    if (role !== ROLE_SEEKER && !(await companyFor(q, tenantId, userId, role, companyId))) {
      if (companyId !== undefined) throw new ApiError(CODE_NOT_FOUND, '企业不存在或您不是该企业成员', 404);
      throw new ApiError(CODE_BAD_REQUEST, '请先完善企业信息', 400, { need: 'company' });
    }
    await userRepo(q, tenantId).setRole(userId, role);
  }

  const switchKeyError = () => new ApiError(CODE_BAD_REQUEST, '二维码已失效，请刷新后重新扫码', 400);

  return {
    /** A code to a number the user wants to add; a number of another account is refused. */
    async sendMobileCode(tenant: TenantScope, userId: number, mobile: string): Promise<SendCodeResult> {
      const owner = await tenant.run((q) => userRepo(q, tenant.tenantId).findByMobile(mobile));
      if (owner && owner.id !== userId) throw new ApiError(CODE_BAD_REQUEST, '该手机号已被其他账号使用', 400);
      return codes.sendSms(tenant, 'mobile', mobile);
    },

    async saveSeekerInfo(tenant: TenantScope, userId: number, input: SeekerInfoInput): Promise<UserSession> {
      return tenant.run(async (q) => {
        await userRepo(q, tenant.tenantId).setName(userId, input.name);
        await accountRepo(q, tenant.tenantId).saveSeekerProfile(userId, {
          gender: input.gender,
          birthday: input.birthday,
          degree: input.degree ?? null,
          jobStatus: input.jobStatus ?? null,
          workingDate: input.workingDate ?? null,
        });
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    /**
     * Creates the company (owned by the user), or with `join` asks to join the one of
     * that exact name. A request gives no access: the role stays as it was until an
     * owner or admin approves, and the user then switches to recruiter.
     */
    async saveHrInfo(tenant: TenantScope, userId: number, input: HrInfoInput): Promise<HrInfoResult> {
      return tenant.run(async (q) => {
        const repo = accountRepo(q, tenant.tenantId);
        const users = userRepo(q, tenant.tenantId);
        await users.setName(userId, input.name);
        await repo.saveHrPosition(userId, input.position);
        const r = await companies.registerRecruiter(q, tenant.tenantId, userId, { companyName: input.companyName, position: input.position, join: input.join === true });
        if (r.kind !== 'requested') await applyRole(q, tenant.tenantId, userId, ROLE_RECRUITER, r.companyId);
        return { ...(await buildUserSession(q, tenant.tenantId, userId)), joined: r.kind === 'member', request: r.kind === 'requested' ? r.request : null };
      });
    },

    async registerInfo(tenant: TenantScope, userId: number): Promise<RegisterInfo> {
      return tenant.run(async (q) => {
        const users = userRepo(q, tenant.tenantId);
        const user = await users.findById(userId);
        if (!user) throw new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
        const p = await accountRepo(q, tenant.tenantId).profile(userId);
        const company = await users.companyOf(userId);
        return {
          name: user.name,
          role: user.role,
          gender: p?.gender ?? null,
          birthday: p?.birthday ?? null,
          degree: p?.degree ?? null,
          jobStatus: p?.job_status ?? null,
          workingDate: p?.working_date ?? null,
          position: p?.hr_position ?? null,
          company: company ? { id: company.id, name: company.name } : null,
        };
      });
    },

    async switchRoleBefore(tenant: TenantScope, userId: number, role: number): Promise<SwitchRoleBeforeResult> {
      if (role === ROLE_SEEKER) return { ok: true };
      const company = await tenant.run((q) => companyFor(q, tenant.tenantId, userId, role));
      return company ? { ok: true } : { ok: false, need: 'company' };
    },

    async switchRole(tenant: TenantScope, userId: number, role: number, companyId?: number): Promise<UserSession> {
      return tenant.run(async (q) => {
        await applyRole(q, tenant.tenantId, userId, role, companyId);
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    /** A single-use key for switching on another device: shown as a QR code, valid SWITCH_KEY_TTL_MS. */
    async switchCodeUrl(tenant: TenantScope, userId: number, siteUrl: string): Promise<SwitchCodeUrlResult> {
      const key = newToken();
      const t = now();
      const expiresAt = new Date(t + SWITCH_KEY_TTL_MS);
      await tenant.run((q) => accountRepo(q, tenant.tenantId).createSwitchKey(hashToken(key), userId, new Date(t), expiresAt));
      return { key, url: `${siteUrl.replace(/\/+$/, '')}${SWITCH_PAGE_PATH}?key=${encodeURIComponent(key)}`, expiresAt: expiresAt.toISOString() };
    },

    /** Polled by the device that shows the code; 'confirmed' is answered once (with the new session), then the key is spent. */
    async switchStatus(tenant: TenantScope, userId: number, key: string): Promise<SwitchStatusResult> {
      return tenant.run(async (q) => {
        const repo = accountRepo(q, tenant.tenantId);
        const keyHash = hashToken(key);
        const row = await repo.switchKey(keyHash);
        if (!row || row.user_id !== userId) throw new ApiError(CODE_NOT_FOUND, '二维码不存在', 404);
        const poll = await pollScanKey(row, now(), () => repo.moveSwitchKey(keyHash, scanKeyMove(SCAN_KEY.confirmed, SCAN_KEY.consumed)));
        if (poll === 'confirmed') return { status: 'confirmed', user: await buildUserSession(q, tenant.tenantId, userId) };
        return { status: poll };
      });
    },

    /** The logged-in phone scanned the code; only the same account may. */
    async switchScan(tenant: TenantScope, userId: number, key: string): Promise<{ status: 'scanned' }> {
      const failure = await tenant.run(async (q): Promise<ApiError | null> => {
        const repo = accountRepo(q, tenant.tenantId);
        const keyHash = hashToken(key);
        const row = await repo.switchKey(keyHash);
        if (!row || row.expires_at.getTime() <= now()) return switchKeyError();
        if (row.user_id !== userId) return new ApiError(CODE_FORBIDDEN, '请使用同一账号扫码', 403);
        return (await repo.moveSwitchKey(keyHash, scanKeyMove(SCAN_KEY.waiting, SCAN_KEY.scanned))) ? null : switchKeyError();
      });
      if (failure) throw failure;
      return { status: 'scanned' };
    },

    /** The phone confirms the role; the role changes at once and the showing device learns it from switch/status. */
    async switchConfirm(tenant: TenantScope, userId: number, key: string, role: number): Promise<UserSession> {
      return tenant.run(async (q) => {
        const repo = accountRepo(q, tenant.tenantId);
        const keyHash = hashToken(key);
        const row = await repo.switchKey(keyHash);
        if (!row || row.expires_at.getTime() <= now() || row.status !== SCAN_KEY.scanned) throw switchKeyError();
        if (row.user_id !== userId) throw new ApiError(CODE_FORBIDDEN, '请使用同一账号扫码', 403);
        await applyRole(q, tenant.tenantId, userId, role);
        if (!(await repo.moveSwitchKey(keyHash, scanKeyMove(SCAN_KEY.scanned, SCAN_KEY.confirmed), role))) throw switchKeyError();
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },
  };
}
export type UserAccountService = ReturnType<typeof createUserAccountService>;
