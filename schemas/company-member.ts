import { z } from 'zod';
import { companyRefSchema, idSchema } from './fields';

/**
 * Company membership (/api-user/company/member/*): who recruits for a company,
 * and the join requests its owners and admins approve. Naming an existing
 * company at registration only ever creates a request; access comes with approval.
 */

/** A member's role: owners manage everything, admins also resolve requests and remove members, members recruit. */
export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_OWNER: CompanyRole = 'owner';
export const COMPANY_ROLE_ADMIN: CompanyRole = 'admin';
export const COMPANY_ROLE_MEMBER: CompanyRole = 'member';
/** Roles that see and resolve join requests. */
export const COMPANY_MANAGER_ROLES: readonly CompanyRole[] = [COMPANY_ROLE_OWNER, COMPANY_ROLE_ADMIN];

/** Words a user reads for each role. */
export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = { owner: '创建者', admin: '管理员', member: '成员' };

/** A join request's life: pending until an owner or admin approves or refuses it, or the requester cancels it. */
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'refused', 'cancelled'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const JOIN_REQUEST_LABELS: Readonly<Record<JoinRequestStatus, string>> = { pending: '待审核', approved: '已通过', refused: '未通过', cancelled: '已撤回' };

/** Pending requests one user may have at a time (each notifies a company's managers). */
export const JOIN_REQUEST_MAX_PENDING = 3;
/** Requests one user may send one company a day: cancelling and asking again must not flood its managers with notices. */
export const JOIN_REQUESTS_PER_COMPANY_PER_DAY = 3;

/** A record id whose message names what it is (企业无效); up to int4, so a bigger one is "not found", never a database error. */
const idOf = (what: string) => idSchema(`${what}无效`);

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: '角色无效' });
export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

/** Which company a call is about; absent: the user's own company (the one the session shows). */
export const companyScopeInputSchema = z.object({
  /** A company the user is a member of. */
  companyId: idOf('企业').optional(),
});
export type CompanyScopeInput = z.infer<typeof companyScopeInputSchema>;

/** One member of a company. */
export const companyMemberSchema = z.object({
  userId: z.number().int(),
  /** The member's name. */
  name: z.string(),
  avatar: z.string(),
  /** Position title, e.g. 人事经理. */
  position: z.string(),
  role: companyRoleSchema,
  /** ISO time the member joined. */
  joinedAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** member/find: the company, the caller's role in it and its members. */
export const companyMembersSchema = z.object({
  /** Null when the user belongs to no company. */
  company: companyRefSchema.nullable(),
  /** The caller's role; null without a company. */
  myRole: companyRoleSchema.nullable(),
  members: z.array(companyMemberSchema),
});
export type CompanyMembers = z.infer<typeof companyMembersSchema>;

/** A join request as the company's owners and admins see it. */
export const joinRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  /** The requester's number, masked (138****0002): enough to recognise a colleague. */
  mobile: z.string(),
  /** Position the requester gave. */
  position: z.string(),
  status: joinRequestStatusSchema,
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = z.object({ list: z.array(joinRequestSchema) });

/** A request as its requester sees it. */
export const myJoinRequestSchema = z.object({
  id: z.number().int(),
  company: companyRefSchema,
  position: z.string(),
  status: joinRequestStatusSchema,
  createdAt: z.string(),
  /** ISO time it was approved, refused or cancelled. */
  resolvedAt: z.string().nullable(),
});
export type MyJoinRequest = z.infer<typeof myJoinRequestSchema>;
export const myJoinRequestListSchema = z.object({ list: z.array(myJoinRequestSchema) });

/** member/requestResolve */
export const joinRequestResolveInputSchema = z.object({
  /** The request. */
  id: idOf('申请'),
  /** true approves (the requester becomes a member), false refuses. */
  approve: z.boolean({ error: '请选择通过或拒绝' }),
});

/** member/cancel: the requester withdraws a pending request. */
export const joinRequestIdInputSchema = z.object({ id: idOf('申请') });

/** member/request: ask again to join a company (after a refusal or a cancel). */
export const joinRequestInputSchema = z.object({
  companyId: idOf('企业'),
  /** Position at the company, e.g. 人事经理. */
  position: z.string({ error: '请输入职位' }).trim().min(1, '请输入职位').max(30, '职位过长'),
});

/** member/remove, member/transfer: another member of the company. */
export const companyMemberTargetInputSchema = companyScopeInputSchema.extend({
  /** The member. */
  userId: idOf('成员'),
});

/** member/role: an owner makes a member an admin or back. */
export const companyMemberRoleInputSchema = companyMemberTargetInputSchema.extend({
  role: z.enum([COMPANY_ROLE_ADMIN, COMPANY_ROLE_MEMBER] as [CompanyRole, CompanyRole], { error: '角色无效' }),
});
