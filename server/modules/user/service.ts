import type { UserSession } from '../../../schemas/auth';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { ApiError } from '../../http/errors';
import { CODE_NOT_FOUND } from '../../constants';
import type { Queryable } from '../../db/db';
import { userRepo, type UserRow } from './repo';

/** Unread chat messages of a user, counted by chat (im's countUnread), inside the caller's transaction. */
export type UnreadCount = (q: Queryable, tenantId: number, userId: number) => Promise<number>;

/** The user session of spec §3, built from the database. */
async function buildUserSession(q: Queryable, tenantId: number, user: UserRow | number, unreadOf: UnreadCount): Promise<UserSession> {
  const repo = userRepo(q, tenantId);
  const row = typeof user === 'number' ? await repo.findById(user) : user;
  if (!row) throw new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
  const company = await repo.companyOf(row.id);
  const [real] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM user_real_names WHERE tenant_id = $1 AND user_id = $2', [tenantId, row.id]);
  // The tab bar badge reads this before chat logs in: the same count the chat server computes from messages.
  const unread = await unreadOf(q, tenantId, row.id);
  return {
    uid: row.id,
    id: row.id,
    role: row.role,
    unread,
    base: { id: row.id, mobiles: [row.mobile], updatedAt: row.updated_at.toISOString() },
    info: { id: row.id, mobile: row.mobile, email: row.email, account: row.account },
    company: company ? { id: company.id, name: company.name } : null,
    brand: company ? { id: company.id, name: company.name, logo: company.logo } : null,
    account: { id: row.id, name: row.name, logo: row.avatar },
    // The personal centre shows the verified badge from here.
    profile: { realName: (real?.n ?? 0) > 0 },
    setting: { salaryUnit: row.setting?.salaryUnit ?? 1 },
    loginNum: row.login_num,
  };
}

/**
 * After a user stopped being a member of a company (left or removed): a
 * recruiter role with no company left falls back to job seeker, so their next
 * session never shows recruiter screens for a company they no longer belong to.
 */
export async function settleRoleWithoutCompany(q: Queryable, tenantId: number, userId: number): Promise<void> {
  const repo = userRepo(q, tenantId);
  const row = await repo.findById(userId);
  if (row && row.role !== ROLE_SEEKER && !(await repo.companyOf(userId))) await repo.setRole(userId, ROLE_SEEKER);
}
/** Users and their session; server/app.ts hands it to auth, which logs users in, and to the user calls. */
export function createUserService({ unread }: { unread: UnreadCount }) {
  return {
    session: (q: Queryable, tenantId: number, user: UserRow | number) => buildUserSession(q, tenantId, user, unread),
    /** The users table of one tenant, inside the caller's transaction (auth finds, creates and logs in accounts with it). */
    accounts: (q: Queryable, tenantId: number) => userRepo(q, tenantId),
  };
}
export type UserService = ReturnType<typeof createUserService>;
