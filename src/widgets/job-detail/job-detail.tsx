import { DotLoading } from 'antd-mobile';
import { jobDetailSchema, jobPageSchema, type JobDetail } from '../../../schemas/job';
import { formatSalary, relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRouteId } from '../../runtime/route-id';
import { useDocumentTitle } from '../../runtime/document-title';
import { useApiQuery } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { JobCard } from '../../runtime/ui/job-card';
import { PlaceMap } from '../../runtime/ui/place-map';
import { paths } from '../../runtime/paths';
import { DetailStates } from '../../runtime/ui/list-states';
import { sharePage, usePageShare } from '../../runtime/wechat/share';
import type { JobDetailProps } from './schema';
import './job-detail.css';

const JOB_TYPE_NAME: Record<number, string> = { 1: '全职', 2: '兼职', 3: '实习' };

function Similar({ job, limit, open }: { job: JobDetail; limit: number; open: (id: number) => void }) {
  const base = { limit, page: 1, sort: 'new', excludeId: job.id, ...(job.positionId ? { positionId: job.positionId } : {}) };
  // The same position in the same city first; a city with none of them falls back to the position anywhere.
  const near = useApiQuery('/api-user/job/find', { ...base, ...(job.cityCode ? { areaCode: job.cityCode } : {}) }, { parse: (raw) => jobPageSchema.parse(raw) });
  const widen = near.isSuccess && near.data.list.length === 0 && Boolean(job.cityCode);
  const wide = useApiQuery('/api-user/job/find', base, { enabled: widen, parse: (raw) => jobPageSchema.parse(raw) });
  const list = (widen ? wide.data?.list : near.data?.list) ?? [];
  const pending = near.isPending || (widen && wide.isPending);
  if (!pending && list.length === 0) return null;
  return (
    <section className="w-job-detail__card" aria-label="相似职位">
      <h2 className="w-job-detail__h">相似职位</h2>
      {pending && <DotLoading color="primary" />}
      <div className="w-job-detail__similar">
        {list.map((j) => (
          <JobCard key={j.id} job={j} onOpen={open} />
        ))}
      </div>
    </section>
  );
}

export function JobDetailView(props: WidgetRenderProps<JobDetailProps>) {
  const id = useRouteId(props.id);
  const q = useApiQuery('/api-user/job/get', { id }, { enabled: id !== null, parse: (raw) => jobDetailSchema.parse(raw) });
  const go = (path: string) => props.host?.runLink({ type: 'navigate', path });
  useDocumentTitle(q.data?.title);
  // Title, text, link and picture from the page's SEO data: WeChat's share menu once ready, the 分享 button elsewhere.
  const shareData = usePageShare('job-detail', id);

  if (!q.data) return <DetailStates id={id} query={q} what="职位" goneTitle="职位不存在或已下线" goneDescription="看看其他职位吧" stateClassName="w-job-detail__state" />;
  const job = q.data;
  const c = job.companyInfo;
  const place = [job.cityName, job.districtName].filter(Boolean).join('·');

  return (
    <div className="w-job-detail" style={{ paddingBottom: props.bottomPadding }} data-testid="job-detail">
      {job.status !== 1 && <div className="w-job-detail__closed">该职位已停止招聘</div>}
      <section className="w-job-detail__card w-job-detail__head">
        <h1 className="w-job-detail__title">
          {job.isUrgent && <span className="w-job-detail__urgent">急聘</span>}
          {job.title}
        </h1>
        <div className="w-job-detail__salary">{formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit)}</div>
        <div className="w-job-detail__reqs">
          {place && <span>{place}</span>}
          <span>{job.experience}</span>
          <span>{job.degree}</span>
          <span>{JOB_TYPE_NAME[job.jobType] ?? '全职'}</span>
        </div>
        {job.tags.length > 0 && (
          <div className="w-job-detail__tags">
            {job.tags.map((t) => (
              <span key={t}>{t}</span>
            ))}
          </div>
        )}
        <div className="w-job-detail__meta">
          <span>{relativeTime(job.refreshedAt)}更新</span>
          <span>{job.views} 人看过</span>
          <button type="button" className="w-job-detail__share" disabled={!shareData} onClick={() => shareData && void sharePage(shareData)}>
            分享
          </button>
        </div>
      </section>

      {job.recruiter && (
        <section className="w-job-detail__card w-job-detail__recruiter">
          <Avatar src={job.recruiter.avatar} name={job.recruiter.name} size={40} />
          <div>
            <div className="w-job-detail__recruiter-name">{job.recruiter.name}</div>
            <div className="w-job-detail__muted">
              {job.company.name} · {job.recruiter.position}
            </div>
          </div>
        </section>
      )}

      <section className="w-job-detail__card">
        <h2 className="w-job-detail__h">职位详情</h2>
        {(job.positionName || job.industryName) && <p className="w-job-detail__muted">{[job.positionName, job.industryName].filter(Boolean).join(' · ')}</p>}
        <div className="w-job-detail__desc">{job.description}</div>
      </section>

      <section className="w-job-detail__card">
        <h2 className="w-job-detail__h">工作地点</h2>
        <p className="w-job-detail__address">{job.address}</p>
        <div className="w-job-detail__map">
          <PlaceMap lat={job.lat} lng={job.lng} label={job.company.name || job.address} height={160} />
        </div>
      </section>

      {c && (
        // A real link (not a section with a link role): its name is what it shows, and it opens like any link.
        <a
          className="w-job-detail__card w-job-detail__company"
          href={paths.companyDetail.href(c.id)}
          onClick={(e) => {
            e.preventDefault();
            go(paths.companyDetail.href(c.id));
          }}
          data-testid="job-detail-company"
        >
          <span className="w-job-detail__logo" aria-hidden>
            {c.logo ? <img src={c.logo} alt="" /> : (c.shortName || c.name).slice(0, 1)}
          </span>
          <div className="w-job-detail__company-main">
            <div className="w-job-detail__company-name">
              <span className="w-job-detail__company-text">{c.name}</span>
              {c.verified && <span className="w-job-detail__badge">认证</span>}
            </div>
            <div className="w-job-detail__muted">{[c.industryName, c.scale, c.nature].filter(Boolean).join(' · ')}</div>
          </div>
          <span className="w-job-detail__company-jobs">{c.jobCount} 个职位 ›</span>
        </a>
      )}

      {props.showSimilar && <Similar job={job} limit={props.similarLimit} open={(jid) => go(paths.jobDetail.href(jid))} />}
    </div>
  );
}
