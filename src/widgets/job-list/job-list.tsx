import { jobPageSchema } from '../../../schemas/job';
import { JobCard } from '../../runtime/ui/job-card';
import { errorText } from '../../runtime/api/error-text';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages } from '../../runtime/runtime';
import { paths } from '../../runtime/paths';
import type { JobListProps } from './schema';
import './job-list.css';

export function JobList(props: WidgetRenderProps<JobListProps> & { onOpen?: (id: number) => void }) {
  const filters = { sort: props.sort, limit: props.limit, ...(props.keyword ? { keyword: props.keyword } : {}), ...(props.areaCode ? { areaCode: props.areaCode } : {}) };
  const q = useApiPages('/api-user/job/find', filters, (raw) => jobPageSchema.parse(raw));
  const jobs = q.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <section className="job-list" aria-label={props.title || '职位列表'}>
      {props.title && <h2 className="job-list__title">{props.title}</h2>}
      <ListStates query={q} empty={jobs.length === 0} errorTitle="职位加载失败" errorDescription={errorText(q.error, '请检查网络后下拉重试')} emptyTitle="暂无符合条件的职位" emptyDescription="换个关键词试试" stateClassName="job-list__state" />
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} onOpen={(id) => (props.onOpen ? props.onOpen(id) : props.host?.runLink({ type: 'navigate', path: paths.jobDetail.href(id) }))} />
      ))}
      {props.infinite && <ListFooter query={q} shown={jobs.length} endText="没有更多职位了" />}
    </section>
  );
}
