import { Button, Dialog, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { JOB_TYPES, type ManagedJob } from '../../../schemas/job-manage';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { useJobStatusChange, useManagedJobPages } from '../../runtime/data-hooks/use-jobs';
import { formatSalary, relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { JobManageProps } from './schema';
import './job-manage.css';

type Tab = 'all' | 'open' | 'closed';
const TAB_STATUS: Record<Tab, 0 | 1 | undefined> = { all: undefined, open: 1, closed: 0 };

function JobRow({ job, busy, onEdit, onAction }: { job: ManagedJob; busy: boolean; onEdit: () => void; onAction: (kind: 'close' | 'reopen' | 'refresh') => void }) {
  const open = job.status === 1;
  const place = [job.cityName, job.districtName].filter(Boolean).join('·');
  const type = JOB_TYPES.find((t) => t.value === job.jobType)?.label ?? '';
  return (
    <article className={`w-jm__job${open ? '' : ' w-jm__job--closed'}`} data-testid="managed-job" data-job-id={job.id}>
      <header className="w-jm__head" onClick={onEdit}>
        <h3 className="w-jm__title">
          {job.isUrgent && <span className="w-jm__urgent">急聘</span>}
          {job.title}
        </h3>
        <span className={`w-jm__status${open ? ' w-jm__status--open' : ''}`}>{open ? '招聘中' : '已关闭'}</span>
      </header>
      <div className="w-jm__meta" onClick={onEdit}>
        <span className="w-jm__salary">{formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit)}</span>
        {[place, type, job.experience, job.degree].filter(Boolean).map((t) => (
          <span key={t}>{t}</span>
        ))}
      </div>
      <div className="w-jm__stats">
        <span>
          浏览 <b>{job.views}</b>
        </span>
        <span>
          投递 <b>{job.applications}</b>
          {job.unread > 0 && <i className="w-jm__new">{job.unread} 新</i>}
        </span>
        <span className="w-jm__time">{relativeTime(job.refreshedAt)}刷新</span>
      </div>
      <footer className="w-jm__actions">
        <Button size="mini" fill="outline" onClick={onEdit}>
          编辑
        </Button>
        {open ? (
          <>
            <Button size="mini" fill="outline" color="primary" disabled={busy} onClick={() => onAction('refresh')}>
              刷新
            </Button>
            <Button size="mini" fill="outline" color="danger" disabled={busy} onClick={() => onAction('close')}>
              关闭
            </Button>
          </>
        ) : (
          <Button size="mini" fill="outline" color="success" disabled={busy} onClick={() => onAction('reopen')}>
            重新开放
          </Button>
        )}
      </footer>
    </article>
  );
}

/**
 * The recruiter's own jobs, by status, with how often each was viewed and
 * applied to; close (after a confirmation), reopen, refresh and edit.
 */
export function JobManage(props: WidgetRenderProps<JobManageProps>) {
  const { user } = useSession();
  if (!user) return <LoginPrompt host={props.host} text="登录招聘者账号后管理职位" button="去登录" link={{ type: 'login', params: { role: 1 } }} />;
  // Only recruiters are asked for the list: anyone else would be refused (403).
  if (!user.company) {
    return <LoginPrompt host={props.host} text="仅招聘者可以管理职位，请先切换为招聘者身份并加入企业" button="切换身份" link={{ type: 'navigate', path: paths.switchRole.href() }} />;
  }
  return <JobManageList {...props} />;
}

function JobManageList(props: WidgetRenderProps<JobManageProps>) {
  const [tab, setTab] = useState<Tab>('all');
  const q = useManagedJobPages(props.limit, TAB_STATUS[tab]);
  const statusChange = useJobStatusChange();

  const jobs = q.data?.pages.flatMap((p) => p.list) ?? [];
  const counts = q.data?.pages[0]?.counts;
  const edit = (id?: number) => props.host?.runLink({ type: 'navigate', path: props.editPath, ...(id ? { params: { id } } : {}) });

  async function act(job: ManagedJob, kind: 'close' | 'reopen' | 'refresh') {
    if (kind === 'close') {
      const ok = await Dialog.confirm({
        title: '关闭职位',
        content: `关闭后「${job.title}」将不再展示给求职者，可随时重新开放。`,
        confirmText: '关闭',
        style: { zIndex: TOP_LAYER_Z_INDEX },
      });
      if (!ok) return;
    }
    try {
      await statusChange.mutateAsync({ id: job.id, kind });
      Toast.show({ content: kind === 'refresh' ? '刷新成功，职位已排到前面' : kind === 'close' ? '职位已关闭' : '职位已重新开放' });
    } catch {
      // Shown by the request wrapper.
    }
  }

  return (
    <section className="w-jm" aria-label="职位管理">
      <div className="w-jm__top">
        <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} className="w-jm__tabs">
          <Tabs.Tab key="all" title={`全部${counts ? ` ${counts.all}` : ''}`} />
          <Tabs.Tab key="open" title={`招聘中${counts ? ` ${counts.open}` : ''}`} />
          <Tabs.Tab key="closed" title={`已关闭${counts ? ` ${counts.closed}` : ''}`} />
        </Tabs>
      </div>
      <ListStates
        query={q}
        empty={jobs.length === 0}
        errorTitle="职位加载失败"
        emptyTitle={tab === 'closed' ? '没有已关闭的职位' : '还没有发布职位'}
        emptyDescription={tab === 'closed' ? '关闭的职位会出现在这里' : '发布职位，让合适的人才找到你'}
        stateClassName="w-jm__state"
      />
      <div className="w-jm__list">
        {jobs.map((job) => (
          <JobRow key={job.id} job={job} busy={statusChange.isPending && statusChange.variables?.id === job.id} onEdit={() => edit(job.id)} onAction={(kind) => void act(job, kind)} />
        ))}
      </div>
      <ListFooter query={q} shown={jobs.length} />
      <div className="w-jm__create">
        <Button block color="primary" onClick={() => edit()}>
          {props.createText}
        </Button>
      </div>
    </section>
  );
}
