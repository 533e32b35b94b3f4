import { createHmac } from 'node:crypto';
import type { UserSession } from '../../../schemas/auth';
import { maskIdCard, maskPhone } from '../../../schemas/identity';
import {
  DEFAULT_USER_SETTING,
  MAX_EXTRA_MOBILES,
  userSettingSchema,
  type AccountStatus,
  type AuthorizeStatus,
  type ContactCard,
  type InfoSaveInput,
  type MainpageInfo,
  type Mobiles,
  type QrKeyResult,
  type RealNameInput,
  type RealNameState,
  type ShieldItem,
  type UserSetting,
} from '../../../schemas/profile';
import type { SendCodeResult } from '../../../schemas/accounts';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { toPage } from '../../core/paging';
import { pollScanKey, SCAN_KEY, scanKeyMove } from '../../core/scan-key';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_RATE_LIMITED, CODE_SERVER_ERROR, CODE_SERVICE_UNAVAILABLE, QR_KEY_TTL_MS, REAL_NAME_TRIES_PER_DAY } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { hashPassword, hashToken, newToken } from '../../http/hash';
import type { RateLimiter } from '../../http/rate-limit';
import { IdentityUnavailableError, type IdentityProvider } from '../../providers/identity/index';
import { ServiceNotConfiguredError } from '../../providers/unavailable';
import type { AuthService } from '../auth/service';
import type { CodeService } from '../auth/codes';
import { profileRepo } from './profile-repo';
import { userRepo } from './repo';
import type { UserService } from './service';

/** Page the phone opens from a device-authorisation or contact QR code. */
export const AUTHORIZE_PAGE_PATH = '/me/authorize';
export const CONTACT_PAGE_PATH = '/me/contact';

const DAY_MS = 86_400_000;

export interface ProfileDeps {
  now: () => number;
  codes: CodeService;
  auth: AuthService;
  limiter: RateLimiter;
  identity: IdentityProvider;
  users: UserService;
}

const notFoundUser = () => new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
const qrExpired = () => new ApiError(CODE_BAD_REQUEST, '二维码已失效，请刷新后重新扫码', 400);

/** The stored settings with the defaults of keys never saved (salaryUnit 1, …). */
export function readSetting(stored: Record<string, unknown>): UserSetting {
  const merged = { ...DEFAULT_USER_SETTING, ...stored };
  const parsed = userSettingSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_USER_SETTING;
}

/** Profile, settings, numbers, e-mail, shield list, contact card, real name and device authorisation (/api-user/user/*). */
export function createProfileService({ now, codes, auth, limiter, identity, users }: ProfileDeps) {
  const buildUserSession = users.session;
  /** Keyed hash of an ID number: equal numbers match within a tenant, the number cannot be read back. */
  const idHash = (tenantId: number, idCard: string) => createHmac('sha256', `real-name:${tenantId}`).update(idCard).digest('hex');

  async function qrKey(tenant: TenantScope, kind: 'contact' | 'authorize', userId: number | null, siteUrl: string, path: string): Promise<QrKeyResult> {
    const key = newToken();
    const t = now();
    const expiresAt = new Date(t + QR_KEY_TTL_MS);
    await tenant.run((q) => profileRepo(q, tenant.tenantId).createQrKey(hashToken(key), kind, userId, new Date(t), expiresAt));
    return { key, url: `${siteUrl.replace(/\/+$/, '')}${path}?key=${encodeURIComponent(key)}`, expiresAt: expiresAt.toISOString() };
  }

  return {
    async infoSave(tenant: TenantScope, userId: number, input: InfoSaveInput): Promise<UserSession> {
      return tenant.run(async (q) => {
        if (input.name !== undefined) await userRepo(q, tenant.tenantId).setName(userId, input.name);
        if (input.avatar !== undefined) await profileRepo(q, tenant.tenantId).setAvatar(userId, input.avatar);
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    async accountStatus(tenant: TenantScope, userId: number): Promise<AccountStatus> {
      return tenant.run(async (q) => {
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        const real = await profileRepo(q, tenant.tenantId).realName(userId);
        return {
          status: user.status === 2 ? 'blocked' : 'normal',
          blockedReason: user.blocked_reason,
          hasPassword: user.password_hash !== '!',
          mobile: maskPhone(user.mobile),
          email: user.email,
          realName: Boolean(real),
          createdAt: (user as unknown as { created_at?: Date }).created_at?.toISOString() ?? user.updated_at.toISOString(),
        };
      });
    },

    /** A new password; the old one must be given when one is set. Other sessions end, this one stays. */
    async pwdUpdate(tenant: TenantScope, userId: number, tokenHash: string, input: { oldPassword?: string | undefined; password: string }): Promise<null> {
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findById(userId));
      if (!user) throw notFoundUser();
      if (user.password_hash !== '!') {
        if (!input.oldPassword) throw new ApiError(CODE_BAD_REQUEST, '请输入原密码', 400);
        if (!(await auth.checkOwnPassword(tenant, userId, user.password_hash, input.oldPassword))) throw new ApiError(CODE_BAD_REQUEST, '原密码错误', 400);
      }
      const hash = await hashPassword(input.password);
      await tenant.run(async (q) => {
        await userRepo(q, tenant.tenantId).setPassword(userId, hash);
        await q.query('DELETE FROM sessions WHERE tenant_id = $1 AND user_id = $2 AND token_hash <> $3', [tenant.tenantId, userId, tokenHash]);
      });
      return null;
    },

    async settingGet(tenant: TenantScope, userId: number): Promise<UserSetting> {
      return readSetting(await tenant.run((q) => profileRepo(q, tenant.tenantId).setting(userId)));
    },

    async settingSave(tenant: TenantScope, userId: number, patch: Partial<UserSetting>): Promise<UserSetting> {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        if (patch.invisibleHiring !== undefined) {
          const user = await userRepo(q, tenant.tenantId).findById(userId);
          if (user && user.role !== ROLE_SEEKER && patch.invisibleHiring) throw new ApiError(CODE_BAD_REQUEST, '仅求职者可以开启隐身求职', 400);
        }
        await repo.mergeSetting(userId, patch);
        return readSetting(await repo.setting(userId));
      });
    },

    async mobiles(tenant: TenantScope, userId: number): Promise<Mobiles> {
      return tenant.run(async (q) => {
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        const extra = await profileRepo(q, tenant.tenantId).extraMobiles(userId);
        return {
          list: [user.mobile, ...extra].map((mobile, i) => ({ mobile, masked: maskPhone(mobile), main: i === 0 })),
        };
      });
    },

    /** A code to a number that belongs to no account yet (mobilesCode, mobileChangeCode). */
    async sendNewMobileCode(tenant: TenantScope, userId: number, mobile: string): Promise<SendCodeResult> {
      const owner = await tenant.run((q) => profileRepo(q, tenant.tenantId).mobileOwner(mobile));
      if (owner !== null) throw new ApiError(CODE_BAD_REQUEST, owner === userId ? '该手机号已绑定到您的账号' : '该手机号已被其他账号使用', 400);
      return codes.sendSms(tenant, 'mobile', mobile);
    },

    async mobilesSave(tenant: TenantScope, userId: number, mobile: string, code: string): Promise<Mobiles> {
      await codes.verify(tenant, 'mobile', mobile, code);
      await tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const owner = await repo.mobileOwner(mobile);
        if (owner !== null) throw new ApiError(CODE_BAD_REQUEST, owner === userId ? '该手机号已绑定到您的账号' : '该手机号已被其他账号使用', 400);
        if ((await repo.extraMobiles(userId)).length >= MAX_EXTRA_MOBILES) throw new ApiError(CODE_BAD_REQUEST, `最多绑定${MAX_EXTRA_MOBILES}个其他手机号`, 400);
        await repo.addMobile(userId, mobile);
      });
      return this.mobiles(tenant, userId);
    },

    async mobilesDelete(tenant: TenantScope, userId: number, mobile: string): Promise<Mobiles> {
      await tenant.run(async (q) => {
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (user?.mobile === mobile) throw new ApiError(CODE_BAD_REQUEST, '主手机号不能删除，请先设置其他号码为主手机号', 400);
        if (!(await profileRepo(q, tenant.tenantId).removeMobile(userId, mobile))) throw new ApiError(CODE_NOT_FOUND, '该手机号未绑定', 404);
      });
      return this.mobiles(tenant, userId);
    },

    /** Makes an extra number the login number; the old login number becomes an extra one. */
    async mobilesSetMain(tenant: TenantScope, userId: number, mobile: string): Promise<Mobiles> {
      await tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        if (user.mobile === mobile) return;
        if (!(await repo.removeMobile(userId, mobile))) throw new ApiError(CODE_NOT_FOUND, '该手机号未绑定', 404);
        await repo.setLoginMobile(userId, mobile);
        await repo.addMobile(userId, user.mobile);
      });
      return this.mobiles(tenant, userId);
    },

    /** Replaces the login number with a new one proven by its code. */
    async mobileChange(tenant: TenantScope, userId: number, mobile: string, code: string): Promise<UserSession> {
      await codes.verify(tenant, 'mobile', mobile, code);
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const owner = await repo.mobileOwner(mobile);
        if (owner !== null && owner !== userId) throw new ApiError(CODE_BAD_REQUEST, '该手机号已被其他账号使用', 400);
        await repo.removeMobile(userId, mobile);
        await repo.setLoginMobile(userId, mobile);
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    async mobileSyncJob(tenant: TenantScope, userId: number): Promise<{ count: number }> {
      return tenant.run(async (q) => {
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        if (user.role === ROLE_SEEKER) throw new ApiError(CODE_FORBIDDEN, '仅招聘者可以同步职位联系电话', 403);
        return { count: await profileRepo(q, tenant.tenantId).syncJobMobile(userId, user.mobile) };
      });
    },

    async emailCode(tenant: TenantScope, userId: number, email: string): Promise<SendCodeResult> {
      const taken = await tenant.run((q) =>
        q.query<{ id: number }>('SELECT id FROM users WHERE tenant_id = $1 AND lower(email) = lower($2) AND id <> $3', [tenant.tenantId, email, userId]),
      );
      if (taken.length) throw new ApiError(CODE_BAD_REQUEST, '该邮箱已被其他账号使用', 400);
      return codes.sendEmail(tenant, email.toLowerCase());
    },

    async emailSave(tenant: TenantScope, userId: number, email: string, code: string): Promise<UserSession> {
      await codes.verify(tenant, 'email', email.toLowerCase(), code);
      return tenant.run(async (q) => {
        await profileRepo(q, tenant.tenantId).setEmail(userId, email.toLowerCase());
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    /** validateCode: checks (and spends) a code the user received for a number or address. */
    async validateCode(tenant: TenantScope, type: 'mobile' | 'email', target: string, code: string): Promise<{ valid: true }> {
      await codes.verify(tenant, type, type === 'email' ? target.toLowerCase() : target, code);
      return { valid: true };
    },

    async shieldSave(tenant: TenantScope, userId: number, ids: number[]): Promise<{ total: number }> {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const unique = [...new Set(ids)];
        const found = await repo.companiesExist(unique);
        // Another tenant's company is as unknown as a missing one.
        if (found.length !== unique.length) throw new ApiError(CODE_NOT_FOUND, '企业不存在', 404);
        await repo.addShields(userId, unique);
        return { total: (await repo.shields(userId, 1, 0)).total };
      });
    },

    async shieldDelete(tenant: TenantScope, userId: number, ids: number[]): Promise<{ removed: number }> {
      return { removed: await tenant.run((q) => profileRepo(q, tenant.tenantId).removeShields(userId, ids)) };
    },

    async shieldFind(tenant: TenantScope, userId: number, page: number, limit: number) {
      const found = await tenant.run((q) => profileRepo(q, tenant.tenantId).shields(userId, limit, (page - 1) * limit));
      const list: ShieldItem[] = found.list.map((r) => ({ id: r.id, name: r.name, logo: r.logo, createdAt: r.created_at.toISOString() }));
      return toPage({ list, total: found.total }, { page, limit });
    },

    async contactSave(tenant: TenantScope, userId: number, input: { wechat?: string | undefined; mobile?: string | undefined; email?: string | undefined }): Promise<ContactCard> {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const old = (await repo.contact(userId)) ?? { wechat: '', mobile: '', email: '' };
        const next = { wechat: input.wechat ?? old.wechat, mobile: input.mobile ?? old.mobile, email: input.email ?? old.email };
        await repo.saveContact(userId, next);
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        return { ...next, name: user?.name ?? '' };
      });
    },

    contactQrcode: (tenant: TenantScope, userId: number, siteUrl: string) => qrKey(tenant, 'contact', userId, siteUrl, CONTACT_PAGE_PATH),

    /** Another user scanned a contact QR code: they get the card (the key stays valid until it expires). */
    async contactQrcodeScan(tenant: TenantScope, userId: number, key: string): Promise<ContactCard> {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const row = await repo.qrKey(hashToken(key), 'contact');
        if (!row || row.expires_at.getTime() <= now() || row.user_id === null) throw qrExpired();
        if (row.user_id === userId) throw new ApiError(CODE_BAD_REQUEST, '不能添加自己为联系人', 400);
        const owner = await userRepo(q, tenant.tenantId).findById(row.user_id);
        const card = (await repo.contact(row.user_id)) ?? { wechat: '', mobile: owner?.mobile ?? '', email: '' };
        return { ...card, mobile: card.mobile || owner?.mobile || '', name: owner?.name ?? '' };
      });
    },

    async realNameState(tenant: TenantScope, userId: number): Promise<RealNameState> {
      const row = await tenant.run((q) => profileRepo(q, tenant.tenantId).realName(userId));
      if (!row) return { verified: false, name: null, idCard: null, verifiedAt: null };
      return { verified: true, name: `${row.name.slice(0, 1)}${'*'.repeat(Math.max(1, row.name.length - 1))}`, idCard: row.id_masked, verifiedAt: row.verified_at.toISOString() };
    },

    async realNameConfig(tenant: TenantScope, userId: number): Promise<{ enabled: boolean; triesLeft: number }> {
      const used = await limiter.count(`realname:${tenant.tenantId}:${userId}`);
      // Off when this deployment has no identity service (production without IDENTITY_API_URL).
      return { enabled: identity.kind !== 'unavailable', triesLeft: Math.max(0, REAL_NAME_TRIES_PER_DAY - used) };
    },

    /** realName: the identity service decides; a number verifies one account per tenant. */
    async realName(tenant: TenantScope, userId: number, input: RealNameInput): Promise<RealNameState> {
      const hash = idHash(tenant.tenantId, input.idCard);
      const holder = await tenant.run((q) => profileRepo(q, tenant.tenantId).realNameHolder(hash));
      if (holder !== null && holder !== userId) throw new ApiError(CODE_BAD_REQUEST, '该身份证号已被其他账号认证', 400);
      const key = `realname:${tenant.tenantId}:${userId}`;
      if ((await limiter.count(key)) >= REAL_NAME_TRIES_PER_DAY) throw new ApiError(CODE_RATE_LIMITED, '今日实名认证次数已用完，请明天再试', 429);
      let verdict;
      try {
        verdict = await identity.verify({ tenantId: tenant.tenantId, name: input.name, idCard: input.idCard });
      } catch (e) {
        if (e instanceof IdentityUnavailableError) throw new ApiError(CODE_SERVER_ERROR, '实名认证服务暂不可用，请稍后再试', 502);
        if (e instanceof ServiceNotConfiguredError) throw new ApiError(CODE_SERVICE_UNAVAILABLE, e.message, 503);
        throw e;
      }
      if (verdict !== 'match') {
        await limiter.hit(key, DAY_MS);
        throw new ApiError(CODE_BAD_REQUEST, '姓名与身份证号不一致', 400);
      }
      await tenant.run((q) =>
        profileRepo(q, tenant.tenantId).saveRealName(userId, { name: input.name, idHash: hash, idMasked: maskIdCard(input.idCard), at: new Date(now()) }),
      );
      return this.realNameState(tenant, userId);
    },

    async count(tenant: TenantScope, userId: number) {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        return {
          shields: (await repo.shields(userId, 1, 0)).total,
          mobiles: 1 + (await repo.extraMobiles(userId)).length,
          loginNum: user.login_num,
        };
      });
    },

    /** The public card of a user of this tenant: no contact details. */
    async mainpageInfo(tenant: TenantScope, id: number): Promise<MainpageInfo> {
      return tenant.run(async (q) => {
        const card = await profileRepo(q, tenant.tenantId).publicCard(id);
        if (!card) throw notFoundUser();
        const company = card.role === ROLE_SEEKER ? null : await userRepo(q, tenant.tenantId).companyOf(id);
        const verified = company
          ? ((await q.query<{ verified: boolean }>('SELECT verified FROM companies WHERE tenant_id = $1 AND id = $2', [tenant.tenantId, company.id]))[0]?.verified ?? false)
          : false;
        return {
          id: card.id,
          name: card.name,
          avatar: card.avatar,
          role: card.role,
          realName: card.real_name,
          company: company ? { id: company.id, name: company.name, verified } : null,
        };
      });
    },

    /** A recruiter without a company yet may use the site as a job seeker until they complete it. */
    async hrSkip(tenant: TenantScope, userId: number): Promise<UserSession> {
      return tenant.run(async (q) => {
        await profileRepo(q, tenant.tenantId).mergeSetting(userId, { hrSkippedAt: new Date(now()).toISOString() });
        await userRepo(q, tenant.tenantId).setRole(userId, ROLE_SEEKER);
        return buildUserSession(q, tenant.tenantId, userId);
      });
    },

    /** The accounts a number can log in to on this site (one per number and tenant). */
    async accountList(tenant: TenantScope, userId: number) {
      return tenant.run(async (q) => {
        const user = await userRepo(q, tenant.tenantId).findById(userId);
        if (!user) throw notFoundUser();
        return { list: [{ id: user.id, name: user.name, mobile: maskPhone(user.mobile), role: user.role, current: true }] };
      });
    },

    /** Whether the password of the current account is right (before a sensitive change). */
    async accountValid(tenant: TenantScope, userId: number, password: string): Promise<{ valid: boolean }> {
      const user = await tenant.run((q) => userRepo(q, tenant.tenantId).findById(userId));
      if (!user) throw notFoundUser();
      return { valid: user.password_hash !== '!' && (await auth.checkOwnPassword(tenant, userId, user.password_hash, password)) };
    },

    /** A device that is not logged in shows this key as a QR code. */
    authorizeCodeurl: (tenant: TenantScope, siteUrl: string) => qrKey(tenant, 'authorize', null, siteUrl, AUTHORIZE_PAGE_PATH),

    /** The logged-in phone scanned it. */
    async authorizeScan(tenant: TenantScope, userId: number, key: string): Promise<{ status: 'scanned' }> {
      const ok = await tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const row = await repo.qrKey(hashToken(key), 'authorize');
        if (!row || row.expires_at.getTime() <= now()) return false;
        return repo.moveQrKey(hashToken(key), scanKeyMove(SCAN_KEY.waiting, SCAN_KEY.scanned), userId);
      });
      if (!ok) throw qrExpired();
      return { status: 'scanned' };
    },

    /** The phone confirms (or refuses) that the other device may log in as this user. */
    async authorizeConfirm(tenant: TenantScope, userId: number, key: string, confirm: boolean): Promise<{ status: 'confirmed' | 'refused' }> {
      const failure = await tenant.run(async (q): Promise<ApiError | null> => {
        const repo = profileRepo(q, tenant.tenantId);
        const row = await repo.qrKey(hashToken(key), 'authorize');
        if (!row || row.expires_at.getTime() <= now() || row.status !== SCAN_KEY.scanned) return qrExpired();
        if (row.user_id !== userId) return new ApiError(CODE_FORBIDDEN, '请使用扫码的账号确认', 403);
        return (await repo.moveQrKey(hashToken(key), scanKeyMove(SCAN_KEY.scanned, confirm ? SCAN_KEY.confirmed : SCAN_KEY.refused))) ? null : qrExpired();
      });
      if (failure) throw failure;
      return { status: confirm ? 'confirmed' : 'refused' };
    },

    /** Polled by the device showing the code; a confirmed key gives it a new session once. */
    async authorizeStatus(tenant: TenantScope, key: string): Promise<AuthorizeStatus> {
      return tenant.run(async (q) => {
        const repo = profileRepo(q, tenant.tenantId);
        const h = hashToken(key);
        const row = await repo.qrKey(h, 'authorize');
        if (!row) throw new ApiError(CODE_NOT_FOUND, '二维码不存在', 404);
        const userId = row.user_id;
        const poll = await pollScanKey(row, now(), async () => userId !== null && repo.moveQrKey(h, scanKeyMove(SCAN_KEY.confirmed, SCAN_KEY.consumed)));
        if (poll === 'confirmed') return { status: 'confirmed', ...(await auth.completeLogin(q, tenant.tenantId, userId!)) };
        return { status: poll };
      });
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
