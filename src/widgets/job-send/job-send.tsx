import { Button, Dialog, DotLoading, Result, Steps, Tabs } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useState } from 'react';
import { sendGetResultSchema, sendItemSchema, sendPageSchema, type SendItem } from '../../../schemas/job-send';
import { SEND_PATHS, useJobContact, useSendChange } from '../../runtime/data-hooks/use-applications';
import { PATH_CHAT, PATH_SEND_DETAIL, PATH_SEND_FINISHED, PATH_SEND_LIST, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { formatSalary, relativeTime } from '../../runtime/format';
import { ResumeChooser } from '../../runtime/job-send/resume-chooser';
import { useRouteNumber } from '../../runtime/job-send/route';
import { SendCard, SendStatusTag } from '../../runtime/job-send/send-card';
import { showTopToast } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery, useSession } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { JobSendProps } from './schema';
import './job-send.css';

const FIND = SEND_PATHS.find;
const DETAIL = SEND_PATHS.detail;
/** Labels of the fields of the default sign-up form (public-form); other keys show as they are. */
const FORM_LABELS: Record<string, string> = { name: '姓名', mobile: '手机号', education: '学历', arrivalDate: '到岗日期', intro: '自我介绍' };
const TABS: [string, number | undefined][] = [
  ['全部', undefined],
  ['已投递', 1],
  ['被查看', 2],
  ['邀请面试', 3],
  ['通过', 4],
  ['不合适', 5],
];

/** Urge and cancel, shared by the list and the detail. */
function useSendActions() {
  const change = useSendChange();
  return {
    pending: change.isPending,
    async urge(item: SendItem) {
      try {
        await change.mutateAsync({ action: 'urge', id: item.id });
        showTopToast('已提醒招聘者尽快查看');
      } catch {
        // The request wrapper showed the reason (e.g. once per 24 hours).
      }
    },
    async cancel(item: SendItem) {
      const sure = await Dialog.confirm({ title: '撤回投递', content: `确定撤回对「${item.job.title}」的投递吗？`, style: { zIndex: TOP_LAYER_Z_INDEX } });
      if (!sure) return;
      try {
        await change.mutateAsync({ action: 'cancel', id: item.id });
        showTopToast('已撤回');
      } catch {
        // Shown by the request wrapper.
      }
    },
  };
}

function SendActions({ item }: { item: SendItem }) {
  const { urge, cancel, pending } = useSendActions();
  if (!item.canUrge && !item.canCancel) return null;
  return (
    <>
      {item.canCancel && (
        <Button size="small" fill="outline" disabled={pending} onClick={() => void cancel(item)}>
          撤回
        </Button>
      )}
      {item.canUrge && (
        <Button size="small" color="primary" fill="outline" disabled={pending} onClick={() => void urge(item)}>
          催一催
        </Button>
      )}
    </>
  );
}

function SendList(props: WidgetRenderProps<JobSendProps>) {
  const [tab, setTab] = useState('0');
  const status = TABS[Number(tab)]?.[1];
  const q = useApiPages(FIND, { side: 'seeker', limit: props.limit, ...(status === undefined ? {} : { status }) }, (raw) => sendPageSchema.parse(raw));
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="w-send" aria-label="投递记录">
      <Tabs activeKey={tab} onChange={setTab} className="w-send__tabs">
        {TABS.map(([title], i) => (
          <Tabs.Tab key={String(i)} title={title} />
        ))}
      </Tabs>
      <ListStates query={q} empty={items.length === 0} errorTitle="投递记录加载失败" emptyTitle="还没有投递记录" emptyDescription="去看看合适的职位吧" stateClassName="w-send__state" />
      {items.map((item) => (
        <SendCard key={item.id} item={item} side="seeker" onOpen={() => props.host?.runLink({ type: 'navigate', path: PATH_SEND_DETAIL, params: { id: item.id } })} actions={<SendActions item={item} />} />
      ))}
      <ListFooter query={q} shown={items.length} />
    </section>
  );
}

/** /resume/submit?jobId=: choose the resume and add a note for that job as a page (spec §2). */
function SubmitForJob({ jobId, host }: { jobId: number } & Pick<WidgetRenderProps<JobSendProps>, 'host'>) {
  const before = useApiQuery('/api-user/job/sendGet', { id: jobId }, { parse: (raw) => sendGetResultSchema.parse(raw) });
  if (before.isPending) return <div className="w-send__state" role="status" aria-busy="true"><DotLoading color="primary" /></div>;
  if (!before.data) return <ErrorBlock status="empty" title="无法投递该职位" description="职位不存在或已停止招聘" />;
  if (before.data.applied) return <ErrorBlock status="empty" title="你已投递过该职位" description="可在投递记录中查看进度" />;
  if (before.data.type !== 0) return <ErrorBlock status="empty" title="该职位不接受简历投递" description={before.data.type === 1 ? '请在职位页填写报名表' : '暂不支持'} />;
  return (
    <section className="w-send w-send--submit">
      <ResumeChooser
        jobId={jobId}
        title={before.data.title}
        onDone={(item) => host?.runLink({ type: 'navigate', path: PATH_SEND_FINISHED, params: { id: item.sendId, jobId } })}
      />
    </section>
  );
}

/**
 * The recruiter's contact for the job (contactGet, sent encrypted): masked
 * until the recruiter invites or passes the seeker.
 */
function RecruiterContact({ jobId, status }: { jobId: number; status: number }) {
  const q = useJobContact(jobId, status);
  if (!q.data) return null;
  const c = q.data;
  return (
    <div className="w-send__block" data-testid="recruiter-contact">
      <h3>招聘者联系方式</h3>
      <p>
        {c.name} · {c.position} · {c.companyName}
      </p>
      <p>
        电话：{c.visible ? <a href={`tel:${c.mobile}`}>{c.mobile}</a> : c.mobile}
      </p>
      {c.wechat && <p>微信：{c.wechat}</p>}
      {c.email && <p>邮箱：{c.email}</p>}
      {c.hint && <p className="w-send__muted">{c.hint}</p>}
    </div>
  );
}

function SendDetail({ id, host }: { id: number | null } & Pick<WidgetRenderProps<JobSendProps>, 'host'>) {
  const q = useApiQuery(DETAIL, { id }, { enabled: id !== null, parse: (raw) => sendItemSchema.parse(raw) });
  if (id === null) return <ErrorBlock status="empty" title="投递记录不存在" description="链接缺少投递记录" />;
  if (q.isPending) return <div className="w-send__state" role="status" aria-busy="true"><DotLoading color="primary" /></div>;
  if (!q.data) return <ErrorBlock status="empty" title="投递记录不存在" description="可能已被删除" />;
  const item = q.data;
  const decided = item.status >= 3 && item.status <= 5;
  const current = item.status === 6 ? 0 : decided ? 2 : item.status === 2 ? 1 : 0;
  return (
    <section className="w-send w-send--detail" aria-label="投递详情">
      <div className="w-send__job" role="button" tabIndex={0} onClick={() => host?.runLink({ type: 'navigate', path: paths.jobDetail.href(item.job.id) })}>
        <div className="w-send__job-head">
          <h2 className="w-send__job-title">{item.job.title}</h2>
          <SendStatusTag item={item} />
        </div>
        <p className="w-send__job-salary">{formatSalary(item.job.salaryMin, item.job.salaryMax, item.job.salaryUnit)}</p>
        <p className="w-send__job-meta">{[item.company.name, item.job.cityName].filter(Boolean).join(' · ')}</p>
      </div>
      <div className="w-send__block">
        <h3>投递进度</h3>
        <Steps direction="vertical" current={current}>
          <Steps.Step title="投递成功" description={relativeTime(item.createdAt)} status="finish" />
          <Steps.Step title="招聘者查看" description={item.viewedAt ? relativeTime(item.viewedAt) : '等待查看'} status={item.viewedAt ? 'finish' : 'wait'} />
          <Steps.Step
            title={item.status === 6 ? '已撤回' : decided ? item.statusText : '处理结果'}
            description={item.reply || (item.status === 6 ? '你已撤回该投递' : decided ? relativeTime(item.updatedAt) : '等待招聘者处理')}
            status={item.status === 5 || item.status === 6 ? 'error' : decided ? 'finish' : 'wait'}
          />
        </Steps>
      </div>
      <div className="w-send__block">
        <h3>投递内容</h3>
        <p>{item.form ? '报名表' : item.resumeKind === 1 ? '附件简历' : '在线简历'}</p>
        {item.form && (
          <dl className="w-send__form">
            {Object.entries(item.form).map(([k, v]) => (
              <div key={k}>
                <dt>{FORM_LABELS[k] ?? k}</dt>
                <dd>{typeof v === 'object' ? JSON.stringify(v) : String(v)}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.note && <p className="w-send__note">附言：{item.note}</p>}
        {item.urgedAt && <p className="w-send__muted">已于{relativeTime(item.urgedAt)}催促招聘者</p>}
      </div>
      <RecruiterContact jobId={item.job.id} status={item.status} />
      <div className="w-send__buttons">
        <SendActions item={item} />
        <Button size="small" color="primary" onClick={() => host?.runLink({ type: 'navigate', path: PATH_CHAT, params: { jobId: item.job.id } })}>
          沟通
        </Button>
      </div>
    </section>
  );
}

function SendFinished(props: WidgetRenderProps<JobSendProps>) {
  const id = useRouteNumber('id');
  const q = useApiQuery(DETAIL, { id }, { enabled: id !== null, parse: (raw) => sendItemSchema.parse(raw) });
  const nav = (path: string) => props.host?.runLink({ type: 'navigate', path });
  return (
    <section className="w-send w-send--finished">
      <Result status="success" title={props.finishedTitle} description={props.finishedText} />
      {q.data && <SendCard item={q.data} side="seeker" onOpen={() => nav(`${PATH_SEND_DETAIL}?id=${q.data.id}`)} />}
      <div className="w-send__finished-buttons">
        <Button block color="primary" onClick={() => nav(PATH_SEND_LIST)}>
          查看投递记录
        </Button>
        <Button block fill="outline" color="primary" onClick={() => nav('/job')}>
          继续找工作
        </Button>
      </div>
    </section>
  );
}

/** The job seeker's application screens (/resume/submit, /resume/submit-detail, /resume/submit-finished). */
export function JobSend(props: WidgetRenderProps<JobSendProps>) {
  const { user } = useSession();
  const id = useRouteNumber('id');
  const jobId = useRouteNumber('jobId');
  if (!user) return <LoginPrompt host={props.host} button="登录后查看投递记录" />;
  if (props.view === 'finished') return <SendFinished {...props} />;
  if (props.view === 'detail') return <SendDetail id={id} host={props.host} />;
  if (jobId !== null) return <SubmitForJob jobId={jobId} host={props.host} />;
  return <SendList {...props} />;
}
