import { useInfiniteQuery } from '@tanstack/react-query';
import { useRuntime } from '../runtime';
import { RESUME_API } from './api';
import { salaryText, type SalaryValue } from './fields';
import { resumeLabels } from './labels';

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

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const nameOf = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '');

function card(raw: unknown): ResumeCard | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const id = Number(o.userId ?? o.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const base = (o.base && typeof o.base === 'object' ? o.base : o) as Record<string, unknown>;
  const labels = Array.isArray(o.labels) ? o.labels.map(String) : resumeLabels({ birthday: str(base.birthday), degree: str(base.degree), workingDate: str(base.workingDate), graduation: str(base.graduation) });
  const expect = (Array.isArray(o.expects) ? o.expects[0] : o.expect) as Record<string, unknown> | undefined;
  const work = (Array.isArray(o.works) ? o.works[0] : o.lastWork) as Record<string, unknown> | string | undefined;
  return {
    id,
    name: str(base.name),
    avatar: str(base.avatar),
    labels,
    expect: expect ? nameOf(expect.position) : str(o.expectPosition),
    salary: expect ? salaryText(expect.salary as SalaryValue | null) : '',
    city: nameOf(base.city) || (expect ? nameOf(expect.city) : ''),
    lastWork: typeof work === 'string' ? work : work ? [str(work.company), str(work.title)].filter(Boolean).join(' · ') : '',
    updatedAt: str(o.updatedAt) || null,
  };
}

/** A page of the search answer ({ list, page, done, total }); items that do not read are left out. */
export function parseResumeSearchPage(raw: unknown): ResumeSearchPage {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const list = (Array.isArray(o.list) ? o.list : []).map(card).filter((c): c is ResumeCard => c !== null);
  const page = Number(o.page ?? 1);
  return { list, page, done: o.done === true || list.length === 0, total: Number(o.total ?? list.length) };
}

/** The recruiter's resume search, page by page. */
export function useResumeSearch(body: Record<string, unknown>, enabled: boolean) {
  const { api } = useRuntime();
  return useInfiniteQuery({
    queryKey: [RESUME_API.search, body, 'pages'],
    initialPageParam: 1,
    enabled,
    queryFn: async ({ pageParam, signal }) => parseResumeSearchPage(await api.request<unknown>(RESUME_API.search, { ...body, page: pageParam }, { signal })),
    getNextPageParam: (last) => (last.done ? undefined : last.page + 1),
  });
}
