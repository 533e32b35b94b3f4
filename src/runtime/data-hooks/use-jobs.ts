import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { filterOptionSchema, type searchHistorySchema } from '../../../schemas/job';
import { channelResultSchema } from '../../../schemas/job-manage';
import { useApiMutation, useApiPages, useRuntime } from '../runtime';

/** The recruiter's jobs (job/channelResultFind, job/saveMany) and the job search's own calls. */
export const JOB_PATHS = {
  find: '/api-user/job/find',
  manageFind: '/api-user/job/channelResultFind',
  manageGet: '/api-user/job/manageGet',
  saveMany: '/api-user/job/saveMany',
  filterOption: '/api-user/job/filterOption',
  historyFind: '/api-user/user/search/historyFind',
  historyClear: '/api-user/user/search/historyClear',
} as const;

/** The recruiter's own jobs, paged; `status` 1 open, 0 closed, none for all. */
export function useManagedJobPages(limit: number, status: 0 | 1 | undefined) {
  return useApiPages(JOB_PATHS.manageFind, { limit, ...(status === undefined ? {} : { status }) }, (raw) => channelResultSchema.parse(raw));
}

/** Closes or reopens a job, or refreshes it to the top of the lists (one item of job/saveMany). */
export function useJobStatusChange() {
  return useApiMutation<{ id: number; kind: 'close' | 'reopen' | 'refresh' }>({
    run: ({ id, kind }, rt) => rt.api.request(JOB_PATHS.saveMany, { list: [kind === 'refresh' ? { id, refresh: true } : { id, status: kind === 'close' ? 0 : 1 }] }),
    invalidates: [[JOB_PATHS.manageFind], [JOB_PATHS.manageGet]],
  });
}

/** Forgets the user's search history; the held history is emptied with it (no second call to learn it). */
export function useSearchHistoryClear() {
  return useApiMutation<void>({
    run: (_v, rt) => rt.api.request(JOB_PATHS.historyClear, {}),
    apply: (_d, _v, rt) => rt.queryClient.setQueryData<z.infer<typeof searchHistorySchema>>([JOB_PATHS.historyFind, {}], { list: [] }),
  });
}

/**
 * The filter sections of the job search, read when the filter opens (a tap,
 * not a render) and kept like any query; a refusal was shown by the request wrapper.
 */
export function useJobFilterOptions() {
  const rt = useRuntime();
  const qc = useQueryClient();
  return () =>
    qc.fetchQuery({
      queryKey: [JOB_PATHS.filterOption, {}],
      queryFn: async ({ signal }) => filterOptionSchema.parse(await rt.api.request(JOB_PATHS.filterOption, {}, { signal })).sections,
    });
}

/**
 * The job search read on a tap (the chat's 切换职位 lists a company's other
 * jobs), kept like the list's own pages under the same key.
 */
export function useJobFind<T>() {
  const rt = useRuntime();
  const qc = useQueryClient();
  return (body: { keyword: string; page: number; limit: number }) =>
    qc.fetchQuery({ queryKey: [JOB_PATHS.find, body], queryFn: ({ signal }) => rt.api.request<T>(JOB_PATHS.find, body, { signal }) });
}
