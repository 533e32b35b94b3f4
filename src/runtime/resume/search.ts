// Infrastructure, allowed to call api.request directly (eslint.config.js): the recruiter's resume search: a Query hook (useInfiniteQuery), the request is its queryFn.
import { useInfiniteQuery } from '@tanstack/react-query';
import { resumeFindResultSchema, type ResumeListItem } from '../../../schemas/resume';
import { useRuntime } from '../runtime';
import { RESUME_API } from './api';
import { salaryText } from './fields';

/** One resume in the recruiter's search list. `id` is the seeker's user id (contract 1). */
export interface ResumeCard {
  id: number;
  name: string;
  avatar: string;
  labels: string[];
  expect: string;
  salary: string;
  city: string;
  lastWork: string;
  updatedAt: string | null;
}

export interface ResumeSearchPage {
  list: ResumeCard[];
  page: number;
  done: boolean;
  total: number;
}

export function toCard(i: ResumeListItem): ResumeCard {
  return {
    id: i.id,
    name: i.name,
    avatar: i.avatar,
    labels: i.label.parts,
    expect: i.expectPositions.join('、'),
    salary: i.salary ? salaryText({ min: i.salary.min, max: i.salary.max }) : '',
    city: i.expectCity,
    lastWork: i.lastWork ? [i.lastWork.company, i.lastWork.title].filter(Boolean).join(' · ') : i.school,
    updatedAt: i.refreshedAt,
  };
}

/** A page of resume/find (the contract's resumeFindResultSchema). */
export function parseResumeSearchPage(raw: unknown): ResumeSearchPage {
  const r = resumeFindResultSchema.parse(raw);
  return { list: r.list.map(toCard), page: r.page, done: r.done, total: r.total };
}

/** The recruiter's resume search, page by page. */
export function useResumeSearch(body: Record<string, unknown>, enabled: boolean) {
  const { api } = useRuntime();
  return useInfiniteQuery({
    queryKey: [RESUME_API.find, body, 'pages'],
    initialPageParam: 1,
    enabled,
    queryFn: async ({ pageParam, signal }) => parseResumeSearchPage(await api.request<unknown>(RESUME_API.find, { ...body, page: pageParam }, { signal })),
    getNextPageParam: (last) => (last.done ? undefined : last.page + 1),
  });
}
