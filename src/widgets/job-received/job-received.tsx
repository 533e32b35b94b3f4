import { Button, Dialog, DotLoading, Popup, Selector, Switch, Tabs, TextArea } from 'antd-mobile';
import { useEffect, useId, useMemo, useState } from 'react';
import { sendItemSchema, sendPageSchema, type SendItem } from '../../../schemas/job-send';
import { SEND_PATHS, useSendDecision } from '../../runtime/data-hooks/use-applications';
import { PATH_CHAT, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { formatSalary, relativeTime } from '../../runtime/format';
import { useRouteNumber } from '../../runtime/job-send/route';
import { SendCard, SendStatusTag } from '../../runtime/job-send/send-card';
import { showTopToast } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { JobReceivedProps } from './schema';
import './job-received.css';

const FIND = SEND_PATHS.find;
const DETAIL = SEND_PATHS.detail;
const TABS: [string, number | undefined][] = [
  ['全部', undefined],
  ['新投递', 1],
  ['已查看', 2],
  ['已邀请', 3],
  ['通过', 4],
  ['不合适', 5],
];
const FORM_LABELS: Record<string, string> = { name: '姓名', mobile: '手机号', education: '学历', arrivalDate: '到岗日期', intro: '自我介绍' };

type Action = 'invite' | 'pass' | 'reject';
const ACTION_DONE: Record<Action, string> = { invite: '已发送面试邀请', pass: '已通过', reject: '已标记为不合适' };

/** One application opened: who, what they sent, and the decisions. Opening it marks it viewed (server side). */
function ReceivedSheet({ id, props, onClose }: { id: number; props: WidgetRenderProps<JobReceivedProps>; onClose: () => void }) {
  const rt = useRuntime();
  const q = useApiQuery(DETAIL, { id }, { parse: (raw) => sendItemSchema.parse(raw) });
  const [reply, setReply] = useState('');
  const decision = useSendDecision();
  const busy = decision.isPending;
  const replyId = useId();
  const item = q.data;
  // The list shows the status the server set on opening.
  useEffect(() => {
    if (item) void rt.queryClient.invalidateQueries({ queryKey: [FIND] });
  }, [item?.id, rt.queryClient]); // eslint-disable-line react-hooks/exhaustive-deps

  async function call(vars: Parameters<typeof decision.mutateAsync>[0], done: string) {
    if (busy) return;
    try {
      await decision.mutateAsync(vars);
      showTopToast(done);
      setReply('');
    } catch {
      // Shown by the request wrapper.
    }
  }
  async function resolve(action: Action) {
    if (action === 'reject') {
      const sure = await Dialog.confirm({ title: '标记为不合适', content: '求职者将收到“暂不合适”的通知，确定吗？', style: { zIndex: TOP_LAYER_Z_INDEX } });
      if (!sure) return;
    }
    await call({ id, action, reply }, ACTION_DONE[action]);
  }
  const open = item && item.status !== 6 && item.status !== 4 && item.status !== 5;
  const nav = (path: string, params?: Record<string, unknown>) => props.host?.runLink({ type: 'navigate', path, ...(params ? { params } : {}) });

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="w-received__sheet">
      <div role="dialog" aria-label="投递详情">
        {!item ? (
          <div className="w-received__state" role="status" aria-busy={q.isPending}>
            {q.isPending ? <DotLoading color="primary" /> : '投递记录不存在'}
          </div>
        ) : (
          <>
            <header className="w-received__sheet-head">
              <strong>{item.seeker.name}</strong>
              <SendStatusTag item={item} />
            </header>
            <p className="w-received__line">
              应聘：{item.job.title} · {formatSalary(item.job.salaryMin, item.job.salaryMax, item.job.salaryUnit)}
            </p>
            <p className="w-received__line w-received__muted">
              {[item.seeker.degree, item.seeker.workingDate ? `${item.seeker.workingDate} 参加工作` : ''].filter(Boolean).join(' · ')} · {relativeTime(item.createdAt)}投递
              {item.model === 'live' ? ' · 来自直播' : ''}
            </p>
            {item.note && <p className="w-received__box">附言：{item.note}</p>}
            {item.form && (
              <dl className="w-received__form">
                {Object.entries(item.form).map(([k, v]) => (
                  <div key={k}>
                    <dt>{FORM_LABELS[k] ?? k}</dt>
                    <dd>{typeof v === 'object' ? JSON.stringify(v) : String(v)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {item.reply && <p className="w-received__box w-received__reply">你的回复：{item.reply}</p>}
            <div className="w-received__links">
              {!item.form && (
                <Button size="small" fill="outline" onClick={() => nav(paths.resumeDetail.href(item.seeker.id))}>
                  查看简历
                </Button>
              )}
              <Button size="small" fill="outline" color="primary" onClick={() => nav(PATH_CHAT, { userId: item.seeker.id, jobId: item.job.id })}>
                沟通
              </Button>
              <label className="w-received__improper">
                不合适标记
                <Switch
                  checked={item.improper}
                  loading={busy}
                  onChange={(v) => void call({ id, improper: v }, v ? '已标记' : '已取消标记')}
                  aria-label="不合适标记"
                />
              </label>
            </div>
            {open && (
              <>
                <label className="w-received__label" htmlFor={replyId}>
                  回复求职者（选填）
                </label>
                <TextArea id={replyId} className="w-received__input" placeholder={props.invitePlaceholder} value={reply} onChange={setReply} maxLength={200} rows={2} />
                <div className="w-received__actions">
                  <Button color="danger" fill="outline" disabled={busy} onClick={() => void resolve('reject')}>
                    不合适
                  </Button>
                  <Button color="success" fill="outline" disabled={busy} onClick={() => void resolve('pass')}>
                    通过
                  </Button>
                  {item.status !== 3 && (
                    <Button color="primary" disabled={busy} onClick={() => void resolve('invite')}>
                      邀请面试
                    </Button>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </div>
    </Popup>
  );
}

/** The recruiter's received applications (sendFind) with status, job and improper filters. */
export function JobReceived(props: WidgetRenderProps<JobReceivedProps>) {
  const { user } = useSession();
  const routeId = useRouteNumber('id');
  const [tab, setTab] = useState('0');
  const [jobId, setJobId] = useState<number | null>(null);
  const [improperOnly, setImproperOnly] = useState(false);
  const [opened, setOpened] = useState<number | null>(routeId);
  // A notice opened while this page is showing changes only ?id=: open that application.
  useEffect(() => {
    if (routeId !== null) setOpened(routeId);
  }, [routeId]);
  const status = TABS[Number(tab)]?.[1];
  const filters = { side: 'recruiter', limit: props.limit, ...(status === undefined ? {} : { status }), ...(jobId === null ? {} : { jobId }), ...(improperOnly ? { improper: true } : {}) };
  const q = useApiPages(FIND, filters, (raw) => sendPageSchema.parse(raw));
  const items = useMemo(() => q.data?.pages.flatMap((p) => p.list) ?? [], [q.data]);
  // Jobs seen so far, so the recruiter can narrow to one; the chosen one stays listed.
  const [seenJobs, setSeenJobs] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    const fresh = items.filter((i) => !seenJobs.has(i.job.id));
    if (fresh.length) setSeenJobs((m) => new Map([...m, ...fresh.map((i) => [i.job.id, i.job.title] as const)]));
  }, [items, seenJobs]);
  const jobOptions = useMemo(() => [...seenJobs].map(([value, label]) => ({ value, label })), [seenJobs]);

  if (!user) return <LoginPrompt host={props.host} button="登录后查看收到的简历" link={{ type: 'login', params: { role: 1 } }} />;

  return (
    <section className="w-received" aria-label="收到的简历">
      <Tabs activeKey={tab} onChange={setTab} className="w-received__tabs">
        {TABS.map(([title], i) => (
          <Tabs.Tab key={String(i)} title={title} />
        ))}
      </Tabs>
      <div className="w-received__filters">
        {jobOptions.length > 1 && (
          <Selector
            className="w-received__jobs"
            options={jobOptions}
            value={jobId === null ? [] : [jobId]}
            onChange={(v) => setJobId(v[0] ?? null)}
            aria-label="按职位筛选"
          />
        )}
        <label className="w-received__improper">
          只看不合适标记
          <Switch checked={improperOnly} onChange={setImproperOnly} aria-label="只看不合适标记" />
        </label>
      </div>
      <ListStates query={q} empty={items.length === 0} errorTitle="收到的简历加载失败" emptyTitle="暂无收到的简历" emptyDescription="发布职位后，求职者的投递会出现在这里" stateClassName="w-received__state" />
      {items.map((item: SendItem) => (
        <SendCard key={item.id} item={item} side="recruiter" onOpen={() => setOpened(item.id)} />
      ))}
      <ListFooter query={q} shown={items.length} />
      {opened !== null && <ReceivedSheet key={opened} id={opened} props={props} onClose={() => setOpened(null)} />}
    </section>
  );
}
