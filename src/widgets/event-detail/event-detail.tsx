import { Button, Dialog, DotLoading, NoticeBar } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useState } from 'react';
import { BOOTH_STATUS, eventDetailSchema, SIGNUP_STATUS, type EventCompany, type EventDetail } from '../../../schemas/events';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { PATH_CHAT, POPUP_LOGIN, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { EVENT_PATHS, useEventSignUp } from '../../runtime/data-hooks/use-events';
import { useDesignData } from '../../runtime/design/renderer';
import { useDocumentTitle } from '../../runtime/document-title';
import { eventKindLabel, eventPhase, EVENT_PHASE_TEXT, eventTimeLabel } from '../../runtime/events/format';
import { formatSalary } from '../../runtime/format';
import { runApplyFlow } from '../../runtime/job-send/apply';
import { showTopToast, usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { parseRecordId } from '../../runtime/route-id';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { absolute, sharePage, useWechatShare, type ShareData } from '../../runtime/wechat/share';
import { StaticMapImage } from '../../runtime/ui/static-map-image';
import { paths } from '../../runtime/paths';
import { BoothForm } from './booth-form';
import type { EventDetailProps } from './schema';
import './event-detail.css';

const GET = EVENT_PATHS.get;
const MY_EVENTS = '/my/events';

/** The route's :id: a number, or an event's stable name (/event/spring-fair). */
function useEventKey(given: number): { id: number } | { slug: string } | null {
  const { route } = useDesignData() as { route?: { params?: Record<string, string | undefined> } };
  if (given > 0) return { id: given };
  const raw = route?.params?.id ?? '';
  const id = parseRecordId(raw);
  if (id !== null) return { id };
  return /^[a-z0-9-]{1,40}$/.test(raw) ? { slug: raw } : null;
}

function Row({ icon, label, children }: { icon: string; label: string; children: React.ReactNode }) {
  return (
    <div className="w-event__row">
      <span className="w-event__row-icon" aria-hidden>
        {icon}
      </span>
      <span className="w-event__row-label">{label}</span>
      <span className="w-event__row-value">{children}</span>
    </div>
  );
}

function CompanyCard({ company: c, onApply, onOpenJob, onChat }: { company: EventCompany; onApply: (jobId: number) => void; onOpenJob: (jobId: number) => void; onChat: (jobId: number) => void }) {
  return (
    <article className="w-event__company" data-testid="event-company">
      <header className="w-event__company-head">
        <span className="w-event__company-logo" aria-hidden>
          {c.logo ? <img src={c.logo} alt="" /> : c.name.slice(0, 1)}
        </span>
        <h3 className="w-event__company-name">{c.name}</h3>
        {c.booth && <span className="w-event__booth-no">展位 {c.booth}</span>}
        {c.jobs[0] && (
          <button type="button" className="w-event__chat" onClick={() => onChat(c.jobs[0]!.id)} aria-label={`和${c.name}的招聘者聊聊`}>
            聊一聊
          </button>
        )}
      </header>
      {c.jobs.length === 0 && <p className="w-event__muted">暂无在招职位</p>}
      {c.jobs.map((j) => (
        <div key={j.id} className="w-event__job">
          <button type="button" className="w-event__job-main" onClick={() => onOpenJob(j.id)}>
            <span className="w-event__job-title">{j.title}</span>
            <span className="w-event__job-meta">
              <span className="w-event__salary">{formatSalary(j.salaryMin, j.salaryMax, j.salaryUnit)}</span>
              {j.cityName && <span> · {j.cityName}</span>}
            </span>
          </button>
          <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={() => onApply(j.id)} aria-label={`投递 ${j.title}`}>
            投递
          </Button>
        </div>
      ))}
    </article>
  );
}

/** The bottom bar: sign up / ticket for seekers, booth application and its state for recruiters. */
function ActionBar({ event: e, busy, onSignUp, onBooth, onTicket }: { event: EventDetail; busy: boolean; onSignUp: () => void; onBooth: () => void; onTicket: () => void }) {
  const { user } = useSession();
  const phase = eventPhase(e);
  const recruiter = user !== null && user.role !== ROLE_SEEKER;
  let main: React.ReactNode;
  if (phase === 'cancelled' || phase === 'ended') {
    main = (
      <Button block disabled shape="rounded">
        活动{EVENT_PHASE_TEXT[phase]}
      </Button>
    );
  } else if (recruiter) {
    const b = e.booth;
    const open = e.kind === 'fair' && (!b || b.status === BOOTH_STATUS.refused || b.status === BOOTH_STATUS.withdrawn);
    main = open ? (
      <Button block color="primary" shape="rounded" onClick={onBooth}>
        {b ? '重新申请展位' : '申请展位'}
      </Button>
    ) : (
      <Button block disabled shape="rounded">
        {e.kind !== 'fair' ? '请切换为求职者身份报名' : b?.status === BOOTH_STATUS.approved ? `展位已通过${b.booth ? ` · ${b.booth}` : ''}` : '展位申请审核中'}
      </Button>
    );
  } else if (e.ticket) {
    main = (
      <Button block color="primary" fill="outline" shape="rounded" onClick={onTicket}>
        {e.ticket.status === SIGNUP_STATUS.confirmed ? '已报名 · 查看电子票' : `候补第 ${e.ticket.waitingRank ?? '-'} 位 · 查看`}
      </Button>
    );
  } else {
    const full = e.capacity > 0 && e.signedCount >= e.capacity;
    main = (
      <Button block color="primary" shape="rounded" loading={busy} onClick={onSignUp}>
        {full ? '名额已满，加入候补' : '立即报名'}
      </Button>
    );
  }
  return (
    <>
      <div className="w-event__bar-space" aria-hidden />
      <div className="w-event__bar">{main}</div>
    </>
  );
}

/** An event's page: everything a seeker or recruiter needs before and during it. */
export function EventDetailView(props: WidgetRenderProps<EventDetailProps>) {
  const rt = useRuntime();
  const popups = usePopups();
  const key = useEventKey(props.id);
  const { user } = useSession();
  const q = useApiQuery(GET, key, { enabled: key !== null, parse: (raw) => eventDetailSchema.parse(raw) });
  const [busy, setBusy] = useState(false);
  const eventSignUp = useEventSignUp();
  const [boothOpen, setBoothOpen] = useState(false);
  useDocumentTitle(q.data?.title);
  // The event's own record holds what a share card needs: title, a line of text, its cover.
  const shareData: ShareData | null = q.data
    ? {
        title: q.data.title,
        desc: q.data.summary || [eventTimeLabel(q.data.startsAt, q.data.endsAt), q.data.online ? '线上活动' : q.data.place].filter(Boolean).join(' · '),
        link: window.location.href.split('#')[0]!,
        imgUrl: absolute(q.data.cover),
      }
    : null;
  useWechatShare(shareData);
  const go = (path: string) => props.host?.runLink({ type: 'navigate', path });
  const refresh = () => rt.queryClient.invalidateQueries({ queryKey: [GET] });

  // Logged out, the login popup first (role 0); answers whether a user is held after it.
  async function loggedIn(): Promise<boolean> {
    await rt.session.settled();
    if (rt.session.getState().user) return true;
    if (!popups.has(POPUP_LOGIN)) return false;
    await popups.open(POPUP_LOGIN, { registerRole: ROLE_SEEKER });
    await refresh();
    return rt.session.getState().user !== null;
  }

  async function signUp(e: EventDetail) {
    setBusy(true);
    try {
      if (!(await loggedIn())) return;
      if (rt.session.getState().user?.role !== ROLE_SEEKER) {
        showTopToast('请切换为求职者身份后再报名');
        return;
      }
      const r = await eventSignUp.mutateAsync(e.id);
      const seat = r.ticket.status === SIGNUP_STATUS.confirmed;
      const see = await Dialog.confirm({
        title: seat ? '报名成功' : '已加入候补',
        content: seat ? `入场票码 ${r.ticket.code}，可在「我的 → 我的活动」查看二维码` : r.message,
        confirmText: '查看电子票',
        cancelText: '知道了',
        // Above the page's fixed bars and popup layers, like the app's other dialogs.
        style: { zIndex: TOP_LAYER_Z_INDEX },
      });
      if (see) go(MY_EVENTS);
    } catch {
      // The request wrapper has shown the server's message.
    } finally {
      setBusy(false);
    }
  }

  async function apply(e: EventDetail, jobId: number) {
    await runApplyFlow({ api: rt.api, popups, session: rt.session, toast: showTopToast, navigate: go }, jobId, { eventId: e.id });
  }

  // The company's recruiter, through the chat of one of its jobs (logged in first, as a seeker).
  const chat = (jobId: number) => props.host?.runLink({ type: 'login', params: { role: ROLE_SEEKER }, resLink: { type: 'navigate', path: PATH_CHAT, params: { jobId } } });

  if (key === null) return <ErrorBlock status="empty" title="活动不存在" description="链接可能有误" />;
  if (q.isPending) {
    return (
      <div className="w-event__state" role="status" aria-busy="true">
        <DotLoading color="primary" /> 加载中
      </div>
    );
  }
  if (q.isError || !q.data) return <ErrorBlock status="empty" title="活动不存在或未发布" description="看看其他活动吧" />;
  const e = q.data;
  const phase = eventPhase(e);
  const seats = e.capacity > 0 ? `${e.signedCount}/${e.capacity} 人${e.waitingCount > 0 ? `，候补 ${e.waitingCount} 人` : ''}` : `${e.signedCount} 人`;

  return (
    <div className="w-event" data-testid="event-detail">
      <header className={`w-event__hero w-event__hero--${e.kind}`}>
        <div className="w-event__tags">
          <span className="w-event__tag">{eventKindLabel(e)}</span>
          <span className={`w-event__tag w-event__tag--${phase}`}>{EVENT_PHASE_TEXT[phase]}</span>
        </div>
        <h1 className="w-event__title">{e.title}</h1>
        {shareData && (
          <button type="button" className="w-event__share" onClick={() => void sharePage(shareData)}>
            分享
          </button>
        )}
        {e.summary && <p className="w-event__summary">{e.summary}</p>}
      </header>
      {phase === 'cancelled' && <NoticeBar color="error" content={`活动已取消${e.cancelReason ? `：${e.cancelReason}` : ''}`} wrap />}

      <section className="w-event__card">
        <Row icon="🕘" label="时间">
          {eventTimeLabel(e.startsAt, e.endsAt)}
        </Row>
        <Row icon="📍" label="地点">
          {e.online ? '线上活动' : [e.cityName, e.place].filter(Boolean).join(' ') || '待定'}
        </Row>
        {e.school && (
          <Row icon="🎓" label="学校">
            {e.school}
          </Row>
        )}
        <Row icon="🏛" label="主办">
          {e.hostCompany ? (
            <button type="button" className="w-event__link" onClick={() => go(paths.companyDetail.href(e.hostCompany!.id))}>
              {e.hostCompany.name}
            </button>
          ) : (
            e.organiser || '平台'
          )}
        </Row>
        <Row icon="👥" label="报名">
          {seats}
        </Row>
        {e.online && e.onlineUrl && phase !== 'cancelled' && (
          <a className="w-event__online" href={e.onlineUrl} target="_blank" rel="noreferrer noopener">
            进入线上会场
          </a>
        )}
        {e.liveId !== null && (
          <Button size="small" color="primary" fill="outline" onClick={() => go(paths.liveDetail.href(e.liveId ?? undefined))}>
            进入直播间
          </Button>
        )}
        {props.showMap && !e.online && e.lat !== null && e.lng !== null && (
          <div className="w-event__map">
            <StaticMapImage lat={e.lat} lng={e.lng} label={e.place || e.title} height={120} />
          </div>
        )}
      </section>

      {e.booth && e.booth.status === BOOTH_STATUS.approved && e.booth.signedCount !== null && (
        <section className="w-event__card w-event__figures" aria-label="我的展位">
          <h2 className="w-event__h2">我的展位 {e.booth.booth}</h2>
          <div className="w-event__figure-row">
            <span>
              <b>{e.booth.signedCount}</b>报名求职者
            </span>
            <span>
              <b>{e.booth.checkedCount}</b>已签到
            </span>
            <span>
              <b>{e.booth.applications}</b>收到投递
            </span>
          </div>
        </section>
      )}

      {e.schedule.length > 0 && (
        <section className="w-event__card">
          <h2 className="w-event__h2">活动日程</h2>
          <ol className="w-event__schedule">
            {e.schedule.map((s, i) => (
              <li key={i}>
                <span className="w-event__schedule-time">{s.time}</span>
                <span>{s.title}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {e.intro && (
        <section className="w-event__card">
          <h2 className="w-event__h2">活动介绍</h2>
          <p className="w-event__intro">{e.intro}</p>
        </section>
      )}

      {props.showCompanies && e.kind === 'fair' && (
        <section className="w-event__companies" aria-label="参会企业">
          <h2 className="w-event__h2 w-event__h2--out">参会企业 · {e.companies.length} 家</h2>
          {e.companies.length === 0 && <p className="w-event__muted w-event__card">参会企业确认中，敬请期待</p>}
          {e.companies.map((c) => (
            <CompanyCard key={c.id} company={c} onApply={(jobId) => void apply(e, jobId)} onOpenJob={(jobId) => go(paths.jobDetail.href(jobId))} onChat={chat} />
          ))}
        </section>
      )}

      <ActionBar event={e} busy={busy} onSignUp={() => void signUp(e)} onBooth={() => setBoothOpen(true)} onTicket={() => go(MY_EVENTS)} />
      {user !== null && user.role !== ROLE_SEEKER && (
        <BoothForm
          eventId={e.id}
          visible={boothOpen}
          onClose={() => setBoothOpen(false)}
          onDone={() => setBoothOpen(false)}
        />
      )}
    </div>
  );
}
