import type { z } from 'zod';
import { filterOptionSchema, type searchHistorySchema } from '../../../schemas/job';
import { channelResultSchema, mapLocationSchema, type MapLocation } from '../../../schemas/job-manage';
import { useApiFetch, useApiMutation, useApiPages, useApiQuery } from '../runtime';

/** The recruiter's jobs (job/channelResultFind, job/saveMany) and the job search's own calls. */
export const JOB_PATHS = {
  find: '/api-user/job/find',
  manageFind: '/api-user/job/channelResultFind',
  manageGet: '/api-user/job/manageGet',
  saveMany: '/api-user/job/saveMany',
  /** Where the recruiter's company is: a new job's map position. */
  mapInit: '/api-user/job/mapInit',
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
  const fetch = useApiFetch(JOB_PATHS.filterOption, (raw) => filterOptionSchema.parse(raw).sections);
  return () => fetch({});
}

/**
 * The job search read on a tap (the chat's 切换职位 lists a company's other
 * jobs), kept like the list's own pages under the same key.
 */
export function useJobFind<T>() {
  const fetch = useApiFetch<T>(JOB_PATHS.find);
  return (body: { keyword: string; page: number; limit: number }) => fetch(body);
}

/**
 * The job editor's one job through job/saveMany. Silent: the editor puts the
 * server's per-field answers under its fields. `afterSave` runs (the kept
 * draft is dropped) before the recruiter's lists are asked again, all while
 * the save is pending.
 */
export function useJobSaveOne(afterSave: () => Promise<void>) {
  return useApiMutation<{ id: number | null; data: unknown }>({
    run: async ({ id, data }, rt) => {
      const answer = await rt.api.request(JOB_PATHS.saveMany, { list: [{ ...(id !== null ? { id } : {}), data }] }, { silent: true });
      await afterSave();
      return answer;
    },
    invalidates: [[JOB_PATHS.manageFind], [JOB_PATHS.manageGet]],
  });
}

/** Where the recruiter's company is (a new job starts there). */
export function useCompanyLocation(enabled: boolean) {
  return useApiQuery<MapLocation>(JOB_PATHS.mapInit, {}, { enabled, parse: (raw) => mapLocationSchema.parse(raw) });
}

/** The same read on a tap (使用公司地址): the held answer while fresh, kept under the query's key. */
export function useCompanyLocationFetch() {
  const fetch = useApiFetch(JOB_PATHS.mapInit, (raw) => mapLocationSchema.parse(raw));
  return () => fetch({});
}
