import { z } from 'zod';
import { userSessionSchema } from '../../../schemas/auth';
import { ROLE_RECRUITER } from '../../../schemas/client-config';
import { companyMembersSchema, joinRequestListSchema, myJoinRequestListSchema, type CompanyRole } from '../../../schemas/company-member';
import { publicTypeSchema } from '../../../schemas/common';
import { useApiFetch, useApiMutation, useApiQuery } from '../runtime';

/** A company's members and join requests (company/member/*), and the company search's filter types. */
export const COMPANY_PATHS = {
  members: '/api-user/company/member/find',
  requests: '/api-user/company/member/requestFind',
  myRequests: '/api-user/company/member/myRequest',
  request: '/api-user/company/member/request',
  cancel: '/api-user/company/member/cancel',
  requestResolve: '/api-user/company/member/requestResolve',
  role: '/api-user/company/member/role',
  transfer: '/api-user/company/member/transfer',
  remove: '/api-user/company/member/remove',
  leave: '/api-user/company/member/leave',
  switchRole: '/api-user/user/switchRole',
  infoGet: '/api-user/user/infoGet',
  publicTypes: '/api-open/public/findMulti',
} as const;

/** Everything the members screen shows: a change to one may change the others (a transfer, an approval). */
const MEMBER_READS = [[COMPANY_PATHS.members], [COMPANY_PATHS.requests], [COMPANY_PATHS.myRequests]] as const;

export function useCompanyMembers() {
  return useApiQuery(COMPANY_PATHS.members, {}, { parse: (r) => companyMembersSchema.parse(r) });
}

/** The user's own join requests. */
export function useMyJoinRequests() {
  return useApiQuery(COMPANY_PATHS.myRequests, {}, { parse: (r) => myJoinRequestListSchema.parse(r) });
}

/** Requests waiting for a manager (owners and admins only: anyone else would be refused). */
export function useJoinRequests(manager: boolean) {
  return useApiQuery(COMPANY_PATHS.requests, {}, { parse: (r) => joinRequestListSchema.parse(r), enabled: manager });
}

/** One change of membership; the member screens are read again whether it was accepted or refused. */
export type MemberChange =
  | { kind: 'request'; companyId: number; position: string }
  | { kind: 'cancel'; id: number }
  | { kind: 'resolve'; id: number; approve: boolean }
  | { kind: 'role'; userId: number; role: CompanyRole }
  | { kind: 'transfer'; userId: number }
  | { kind: 'remove'; userId: number }
  | { kind: 'leave' };

/**
 * Requests, withdrawals, approvals, roles, transfers, removals and leaving.
 * Leaving also reads the session again (silently), as the user no longer
 * recruits for that company; a failure there keeps the old session.
 */
export function useMemberChange() {
  return useApiMutation<MemberChange>({
    run: async (change, rt) => {
      const { kind, ...body } = change;
      await rt.api.request(COMPANY_PATHS[kind === 'resolve' ? 'requestResolve' : kind], body);
      if (kind === 'leave') {
        await rt.api
          .request(COMPANY_PATHS.infoGet, {}, { silent: true })
          .then((s) => rt.session.update(userSessionSchema.parse(s)))
          .catch(() => undefined);
      }
    },
    invalidates: MEMBER_READS,
    refetchAfterRefusal: true,
  });
}

/** After approval: becomes the company's recruiter; the answer is the new session. */
export function useSwitchToCompany() {
  return useApiMutation<number>({
    run: async (companyId, rt) => rt.session.update(userSessionSchema.parse(await rt.api.request(COMPANY_PATHS.switchRole, { role: ROLE_RECRUITER, id: companyId }))),
    invalidates: MEMBER_READS,
    refetchAfterRefusal: true,
  });
}

const publicTypesSchema = z.object({ scale: publicTypeSchema, nature: publicTypeSchema });

/**
 * The scale and nature lists of the company filter, read when the filter
 * opens (a tap, not a render) and kept like any query; a refusal was shown
 * by the request wrapper.
 */
export function useCompanyFilterTypes() {
  const fetch = useApiFetch(COMPANY_PATHS.publicTypes, (raw) => publicTypesSchema.parse(raw));
  return () => fetch({ keys: ['scale', 'nature'] });
}
