import { Button, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { boothPageSchema, boothVisitorPageSchema, BOOTH_STATUS, myTicketPageSchema, SIGNUP_STATUS, type Booth, type MyTicket } from '../../../schemas/events';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { EVENT_PATHS, useEventSignCancel } from '../../runtime/data-hooks/use-events';
import { eventKindLabel, eventPath, eventPhase, EVENT_PHASE_TEXT, eventPlaceLabel, eventTimeLabel } from '../../runtime/events/format';
import { showTopToast } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { QrCode } from '../../runtime/ui/qr-code';
import { paths } from '../../runtime/paths';
import type { MyEventsProps } from './schema';
import './my-events.css';
import { formatDate } from '../../../schemas/date-format';

const TICKETS = EVENT_PATHS.ticketFind;
const BOOTHS = EVENT_PATHS.boothFind;
const VISITORS = '/api-user/event/boothVisitors';

const hhmm = (iso: string) => formatDate(iso, 'M月D日 HH:mm');

/** The code as it is read out at the door: two groups of four. */
const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

function TicketCard({ ticket: t, qrSize, open, cancel, cancelling }: { ticket: MyTicket; qrSize: number; open: () => void; cancel: () => void; cancelling: boolean }) {
  const phase = eventPhase(t.event);
  const usable = t.status === SIGNUP_STATUS.confirmed && !t.checkedInAt && (phase === 'upcoming' || phase === 'running');
  return (
    <article className={`w-ticket${usable ? '' : ' w-ticket--dim'}`} data-testid="ticket" aria-label={`电子票 ${t.event.title}`}>
      <button type="button" className="w-ticket__head" onClick={open}>
        <span className="w-ticket__kind">{eventKindLabel(t.event)}</span>
        <span className="w-ticket__title">{t.event.title}</span>
        <span className="w-ticket__meta">{eventTimeLabel(t.event.startsAt, t.event.endsAt)}</span>
        <span className="w-ticket__meta">{eventPlaceLabel(t.event)}</span>
      </button>
      <div className="w-ticket__cut" aria-hidden />
      <div className="w-ticket__body">
        {t.status === SIGNUP_STATUS.confirmed ? (
          <>
            <div className="w-ticket__qr">
              <QrCode text={t.qr} size={qrSize} label={`入场二维码 ${t.code}`} />
              {t.checkedInAt && <span className="w-ticket__stamp">已签到</span>}
            </div>
            <p className="w-ticket__code" data-testid="ticket-code" aria-label={`票码 ${t.code}`}>
              {spaced(t.code)}
            </p>
            <p className="w-ticket__hint">{t.checkedInAt ? `${hhmm(t.checkedInAt)} 已签到入场` : phase === 'cancelled' ? '活动已取消' : phase === 'ended' ? '活动已结束' : '入场时出示二维码，或报出票码'}</p>
          </>
        ) : (
          <p className="w-ticket__waiting">
            候补第 <b>{t.waitingRank ?? '-'}</b> 位<br />
            <span>有人取消报名时按顺序递补，递补成功会通知你</span>
          </p>
        )}
        <div className="w-ticket__foot">
          <span className={`w-ticket__status w-ticket__status--${t.status}`}>{phase === 'cancelled' || phase === 'ended' ? EVENT_PHASE_TEXT[phase] : t.statusText}</span>
          {!t.checkedInAt && (phase === 'upcoming' || phase === 'running') && (
            <Button size="mini" fill="none" loading={cancelling} onClick={cancel}>
              取消报名
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Who holds a seat at the fair and who came: names open their resumes (the resume page's own rules apply). */
function Visitors({ booth, onClose, openResume }: { booth: Booth; onClose: () => void; openResume: (userId: number) => void }) {
  const q = useApiQuery(VISITORS, { eventId: booth.eventId, page: 1, limit: 100 }, { parse: (raw) => boothVisitorPageSchema.parse(raw) });
  const list = q.data?.list ?? [];
  return (
    <div className="w-visitors" role="dialog" aria-label={`${booth.eventTitle} 报名名单`}>
      <div className="w-visitors__head">
        <h3>报名名单</h3>
        {q.data && (
          <span>
            {q.data.signed} 人报名 · {q.data.checked} 人已签到
          </span>
        )}
        <button type="button" className="w-visitors__close" onClick={onClose} aria-label="关闭">
          ×
        </button>
      </div>
      <ListStates query={q} empty={list.length === 0} errorTitle="名单加载失败" emptyTitle="还没有人报名" emptyDescription="报名的求职者会出现在这里" stateClassName="w-my-events__state" blockClassName="w-my-events__block" />
      <ul className="w-visitors__list">
        {list.map((v) => (
          <li key={v.userId}>
            <button type="button" className="w-visitors__row" onClick={() => openResume(v.userId)}>
              <span className="w-visitors__name">{v.name}</span>
              <span className={`w-visitors__state${v.checkedInAt ? ' w-visitors__state--in' : ''}`}>{v.checkedInAt ? `${hhmm(v.checkedInAt)} 签到` : '未签到'}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BoothCard({ booth: b, open, showVisitors }: { booth: Booth; open: () => void; showVisitors: () => void }) {
  return (
    <article className="w-booth" data-testid="booth" onClick={open} role="link" aria-label={b.eventTitle}>
      <div className="w-booth__top">
        <h3 className="w-booth__title">{b.eventTitle}</h3>
        <span className={`w-booth__status w-booth__status--${b.status}`}>{b.statusText}</span>
      </div>
      <p className="w-booth__meta">
        {b.companyName} · 联系人 {b.contactName}
        {b.booth && ` · 展位 ${b.booth}`}
      </p>
      {b.reply && <p className="w-booth__reply">主办方：{b.reply}</p>}
      {b.status === BOOTH_STATUS.approved && b.signedCount !== null && (
        <div className="w-booth__figures">
          <span>
            <b>{b.signedCount}</b>报名
          </span>
          <span>
            <b>{b.checkedCount}</b>签到
          </span>
          <span>
            <b>{b.applications}</b>投递
          </span>
          <Button
            size="mini"
            color="primary"
            fill="outline"
            onClick={(e) => {
              e.stopPropagation();
              showVisitors();
            }}
          >
            报名名单
          </Button>
        </div>
      )}
    </article>
  );
}

/** 我的活动 (我的 → 我的活动): tickets with QR code and short code, or a recruiter's booth applications. */
export function MyEvents(props: WidgetRenderProps<MyEventsProps>) {
  const { user } = useSession();
  const signCancel = useEventSignCancel();
  const view = props.view === 'auto' ? (user && user.role !== ROLE_SEEKER ? 'booths' : 'tickets') : props.view;
  const tickets = useApiQuery(TICKETS, { page: 1, limit: 50 }, { enabled: user !== null && view === 'tickets', parse: (raw) => myTicketPageSchema.parse(raw) });
  const booths = useApiQuery(BOOTHS, { page: 1, limit: 50 }, { enabled: user !== null && view === 'booths', parse: (raw) => boothPageSchema.parse(raw) });
  const go = (path: string) => props.host?.runLink({ type: 'navigate', path });
  const [visitorsOf, setVisitorsOf] = useState<Booth | null>(null);

  if (!user) return <LoginPrompt host={props.host} text="登录后查看报名的活动和电子票" button="登录" />;

  async function cancel(t: MyTicket) {
    const yes = await Dialog.confirm({ title: '取消报名', content: `确定取消「${t.event.title}」的报名吗？名额将让给候补的求职者。`, confirmText: '取消报名', cancelText: '再想想', style: { zIndex: TOP_LAYER_Z_INDEX } });
    if (!yes) return;
    try {
      await signCancel.mutateAsync(t.eventId);
      showTopToast('已取消报名');
    } catch {
      // The request wrapper has shown the server's message.
    }
  }

  if (view === 'booths') {
    const list = booths.data?.list ?? [];
    return (
      <section className="w-my-events" aria-label="我的展位申请">
        <ListStates query={booths} empty={list.length === 0} errorTitle="展位申请加载失败" emptyTitle="还没有展位申请" emptyDescription="在招聘会页面申请展位" stateClassName="w-my-events__state" blockClassName="w-my-events__block" />
        {list.map((b) => (
          <BoothCard key={b.id} booth={b} open={() => go(eventPath(b.eventId))} showVisitors={() => setVisitorsOf(b)} />
        ))}
        <Popup visible={visitorsOf !== null} onMaskClick={() => setVisitorsOf(null)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '75vh', overflowY: 'auto' }} style={{ zIndex: TOP_LAYER_Z_INDEX }}>
          {visitorsOf && <Visitors booth={visitorsOf} onClose={() => setVisitorsOf(null)} openResume={(id) => go(paths.resumeDetail.href(id))} />}
        </Popup>
        <Button block fill="outline" color="primary" className="w-my-events__more" onClick={() => go(paths.eventList.href())}>
          查看近期招聘会
        </Button>
      </section>
    );
  }
  const list = tickets.data?.list ?? [];
  return (
    <section className="w-my-events" aria-label="我的活动">
      <ListStates query={tickets} empty={list.length === 0} errorTitle="活动加载失败" emptyTitle="还没有报名活动" emptyDescription="去看看近期的招聘会和宣讲会" stateClassName="w-my-events__state" blockClassName="w-my-events__block" />
      {list.map((t) => (
        <TicketCard key={t.id} ticket={t} qrSize={props.qrSize} open={() => go(eventPath(t.eventId))} cancel={() => void cancel(t)} cancelling={signCancel.isPending && signCancel.variables === t.eventId} />
      ))}
      <Button block fill="outline" color="primary" className="w-my-events__more" onClick={() => go(paths.eventList.href())}>
        查看近期活动
      </Button>
    </section>
  );
}
