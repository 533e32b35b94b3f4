import { useQuery } from '@tanstack/react-query';
import { jobContactSchema, noticePageSchema } from '../../../schemas/job-send';
import { useApiMutation, useApiPages, useRuntime } from '../runtime';

/**
 * Applications (job/send*): the seeker's urge and withdraw, the recruiter's
 * decisions, the recruiter's contact behind an application, and the notices
 * the changes send. Every change shows in the list and the opened detail.
 */
export const SEND_PATHS = {
  find: '/api-user/job/sendFind',
  detail: '/api-user/job/sendDetail',
  urge: '/api-user/job/sendUrge',
  cancel: '/api-user/job/sendCancel',
  resolve: '/api-user/job/sendResolve',
  improper: '/api-user/job/sendImproper',
  contactGet: '/api-user/job/contactGet',
  noticeFind: '/api-user/notice/find',
  noticeRead: '/api-user/notice/read',
} as const;

const LIST_AND_DETAIL = [[SEND_PATHS.find], [SEND_PATHS.detail]] as const;

/** The seeker reminds the recruiter (once per 24 hours, the server says when not) or withdraws an application. */
export function useSendChange() {
  return useApiMutation<{ action: 'urge' | 'cancel'; id: number }>({
    run: ({ action, id }, rt) => rt.api.request(action === 'urge' ? SEND_PATHS.urge : SEND_PATHS.cancel, { id }),
    invalidates: LIST_AND_DETAIL,
  });
}

/** The recruiter invites, passes or rejects (with an optional reply), or marks an application unsuitable. */
export function useSendDecision() {
  return useApiMutation<{ id: number; action: 'invite' | 'pass' | 'reject'; reply: string } | { id: number; improper: boolean }>({
    run: (vars, rt) => ('improper' in vars ? rt.api.request(SEND_PATHS.improper, vars) : rt.api.request(SEND_PATHS.resolve, vars)),
    invalidates: LIST_AND_DETAIL,
  });
}

/**
 * The recruiter's contact for a job (contactGet, sent encrypted): masked
 * until the recruiter invites or passes the seeker, so it is read again per
 * application status. Silent: a refusal just shows no contact.
 */
export function useJobContact(jobId: number, status: number) {
  const rt = useRuntime();
  return useQuery({
    queryKey: [SEND_PATHS.contactGet, jobId, status],
    queryFn: async ({ signal }) => jobContactSchema.parse(await rt.api.request(SEND_PATHS.contactGet, { id: jobId }, { encrypt: true, silent: true, signal })),
  });
}

/* ---- notices ---- */

export function useNoticePages(limit: number) {
  return useApiPages(SEND_PATHS.noticeFind, { limit }, (raw) => noticePageSchema.parse(raw));
}

/** Marks some notices read, or all of them. */
export function useNoticeRead() {
  return useApiMutation<{ ids: number[] } | { all: true }>({
    run: (body, rt) => rt.api.request(SEND_PATHS.noticeRead, body),
    invalidates: [[SEND_PATHS.noticeFind]],
  });
}
