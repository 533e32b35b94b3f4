import { useState } from 'react';
import { companyDetailSchema } from '../../../schemas/brand';
import { jobPageSchema } from '../../../schemas/job';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRouteId } from '../../runtime/route-id';
import { useDocumentTitle } from '../../runtime/document-title';
import { sharePage, usePageShare } from '../../runtime/wechat/share';
import { useApiPages, useApiQuery } from '../../runtime/runtime';
import { JobCard } from '../../runtime/ui/job-card';
import { DetailStates, ListFooter, ListStates } from '../../runtime/ui/list-states';
import { PlaceMap } from '../../runtime/ui/place-map';
import { useImageViewer } from '../../runtime/utils/image-viewer';
import { paths } from '../../runtime/paths';
import type { CompanyDetailProps } from './schema';
import './company-detail.css';

function CompanyJobs({ companyId, limit, open }: { companyId: number; limit: number; open: (id: number) => void }) {
  const q = useApiPages('/api-user/job/find', { companyId, limit, sort: 'new' }, (raw) => jobPageSchema.parse(raw));
  const jobs = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <ListStates query={q} empty={jobs.length === 0} errorTitle="职位加载失败" emptyTitle="暂无在招职位" emptyDescription="关注公司，有新职位时早知道" stateClassName="w-company-detail__state" />
      {jobs.map((j) => (
        <JobCard key={j.id} job={j} onOpen={open} />
      ))}
      <ListFooter query={q} shown={jobs.length} endText="没有更多职位了" />
    </>
  );
}

export function CompanyDetailView(props: WidgetRenderProps<CompanyDetailProps>) {
  const id = useRouteId(props.id);
  const q = useApiQuery('/api-user/company/get', { id }, { enabled: id !== null, parse: (raw) => companyDetailSchema.parse(raw) });
  const viewer = useImageViewer();
  const [tab, setTab] = useState<'info' | 'jobs'>('info');
  const [expanded, setExpanded] = useState(false);
  const go = (path: string) => props.host?.runLink({ type: 'navigate', path });
  useDocumentTitle(q.data?.name);
  const shareData = usePageShare('company-detail', id);

  if (!q.data) return <DetailStates id={id} query={q} what="公司" goneTitle="公司不存在或已注销" goneDescription="看看其他公司吧" stateClassName="w-company-detail__state" />;
  const c = q.data;
  const intro = c.intro.trim();
  const longIntro = intro.length > props.introLength;

  return (
    <div className="w-company-detail" data-testid="company-detail">
      <header className="w-company-detail__head">
        <span className="w-company-detail__logo" aria-hidden>
          {c.logo ? <img src={c.logo} alt="" /> : (c.shortName || c.name).slice(0, 1)}
        </span>
        <div className="w-company-detail__head-main">
          <h1 className="w-company-detail__name">{c.name}</h1>
          <button type="button" className="w-company-detail__share" disabled={!shareData} onClick={() => shareData && void sharePage(shareData)}>
            分享
          </button>
          <p className="w-company-detail__meta">{[c.industryName, c.scale, c.nature].filter(Boolean).join(' · ')}</p>
          {c.verified ? (
            <span className="w-company-detail__badge" data-testid="verified-badge">
              <svg viewBox="0 0 12 12" aria-hidden width="12" height="12">
                <path d="M6 .8 10.4 2.4v3.3c0 2.7-1.9 4.8-4.4 5.5C3.5 10.5 1.6 8.4 1.6 5.7V2.4Z" fill="currentColor" />
                <path d="m3.9 6 1.5 1.5 2.8-2.8" fill="none" stroke="#fff" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              企业已认证
            </span>
          ) : (
            <span className="w-company-detail__badge w-company-detail__badge--no">未认证</span>
          )}
        </div>
      </header>
      <div className="w-company-detail__stats">
        <div>
          <strong>{c.jobCount}</strong>
          <span>在招职位</span>
        </div>
        <div>
          <strong>{c.recruiterCount}</strong>
          <span>招聘者</span>
        </div>
        <div>
          <strong>{c.cityName || '—'}</strong>
          <span>所在城市</span>
        </div>
      </div>
      <div className="w-company-detail__tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'info'} className={tab === 'info' ? 'is-active' : undefined} onClick={() => setTab('info')}>
          公司介绍
        </button>
        <button type="button" role="tab" aria-selected={tab === 'jobs'} className={tab === 'jobs' ? 'is-active' : undefined} onClick={() => setTab('jobs')}>
          在招职位 {c.jobCount}
        </button>
      </div>

      {tab === 'info' ? (
        <>
          {c.welfare.length > 0 && (
            <section className="w-company-detail__card">
              <h2>福利待遇</h2>
              <div className="w-company-detail__welfare">
                {c.welfare.map((w) => (
                  <span key={w}>{w}</span>
                ))}
              </div>
            </section>
          )}
          <section className="w-company-detail__card">
            <h2>公司简介</h2>
            <p className="w-company-detail__intro">{expanded || !longIntro ? intro || '暂无简介' : `${intro.slice(0, props.introLength)}…`}</p>
            {longIntro && (
              <button type="button" className="w-company-detail__more" onClick={() => setExpanded((v) => !v)}>
                {expanded ? '收起' : '展开'}
              </button>
            )}
          </section>
          {c.photos.length > 0 && (
            <section className="w-company-detail__card">
              <h2>公司相册</h2>
              <div className="w-company-detail__photos">
                {c.photos.map((p, i) => (
                  <button key={`${p}-${i}`} type="button" onClick={() => viewer.open(c.photos, i)} aria-label={`查看第 ${i + 1} 张照片`}>
                    <img src={p} alt="" loading="lazy" />
                  </button>
                ))}
              </div>
            </section>
          )}
          <section className="w-company-detail__card">
            <h2>公司地址</h2>
            <p className="w-company-detail__address">{[c.cityName, c.districtName, c.address].filter(Boolean).join(' ')}</p>
            <div className="w-company-detail__map">
              <PlaceMap lat={c.lat} lng={c.lng} label={c.shortName || c.name} height={160} />
            </div>
          </section>
          <button type="button" className="w-company-detail__all-jobs" onClick={() => setTab('jobs')}>
            查看全部 {c.jobCount} 个在招职位
          </button>
        </>
      ) : (
        <div className="w-company-detail__jobs">
          <CompanyJobs companyId={c.id} limit={props.jobLimit} open={(jid) => go(paths.jobDetail.href(jid))} />
        </div>
      )}
      {viewer.element}
    </div>
  );
}
