import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { INTERVIEW_TYPE, interviewWindow } from '../../../schemas/interview';
import { EXCHANGE_STATUS, exchangeKindOf, type ImMessage, type ImSystemContent, type ImUser } from '../../../schemas/im';
import { formatSalary } from '../../runtime/format';
import { isPending, useHold } from '../../runtime/im';
import { Avatar } from '../../runtime/ui/avatar';
import { CARD_TITLES, cardLine, interviewTime, stateText } from './exchange';

export interface MessageContext {
  me: number;
  peer: ImUser;
  meName: string;
  meAvatar: string;
  recruiterId: number;
  /** code → image of the emoji config. */
  emojiMap: Record<string, string>;
  onHold(m: ImMessage): void;
  onResend(m: ImMessage): void;
  onAnswer(m: ImMessage, status: 2 | 3): void;
  onWithdraw(m: ImMessage): void;
  onImage(url: string): void;
  onJob(jobId: number): void;
  onResume(userId: number): void;
  /** Open an interview's call (/interview/:id). */
  onInterview(id: number): void;
}

/** Text with emoji codes ([微笑]) drawn as their pictures. */
export function TextWithEmoji({ text, map }: { text: string; map: Record<string, string> }) {
  const parts = text.split(/(\[[^[\]]{1,8}\])/g);
  return (
    <>
      {parts.map((p, i) => {
        const src = map[p];
        return src ? <img key={i} className="w-chat__emoji-inline" src={src} alt={p} /> : <span key={i}>{p}</span>;
      })}
    </>
  );
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function Body({ m, ctx }: { m: ImMessage; ctx: MessageContext }) {
  const c = m.content;
  switch (m.type) {
    case 'text':
      return <TextWithEmoji text={str(c.text)} map={ctx.emojiMap} />;
    case 'emoji': {
      const src = str(c.src) || ctx.emojiMap[str(c.code)];
      return src ? <img className="w-chat__sticker" src={src} alt={str(c.name) || str(c.code)} /> : <span>{str(c.code)}</span>;
    }
    case 'image': {
      const url = str(c.url);
      return (
        <button type="button" className="w-chat__image" onClick={() => ctx.onImage(url)}>
          <img src={url.startsWith('/') ? `${url}${url.includes('?') ? '' : '?w=400'}` : url} alt="图片" />
        </button>
      );
    }
    case 'job':
      return (
        <button type="button" className="w-chat__card-link" onClick={() => ctx.onJob(Number(c.jobId))}>
          <strong>{str(c.title) || '职位'}</strong>
          <span className="w-chat__salary">{typeof c.salaryMin === 'number' ? formatSalary(Number(c.salaryMin), Number(c.salaryMax), Number(c.salaryUnit ?? 1)) : ''}</span>
          <span className="w-chat__muted">{[str(c.companyName), str(c.cityName)].filter(Boolean).join(' · ')}</span>
        </button>
      );
    case 'resume':
      return (
        <button type="button" className="w-chat__card-link" onClick={() => ctx.onResume(Number(c.userId ?? m.fromUserId))}>
          <strong>{str(c.name) || '在线简历'}</strong>
          <span className="w-chat__muted">点击查看简历</span>
        </button>
      );
    default:
      return null;
  }
}

/** An exchange request as a card with its state; the receiver of a pending one answers on it. */
function ExchangeCard({ m, ctx }: { m: ImMessage; ctx: MessageContext }) {
  const kind = exchangeKindOf(m.type)!;
  const mine = m.fromUserId === ctx.me;
  const status = Number(m.content.status ?? EXCHANGE_STATUS.pending);
  const time = typeof m.content.time === 'number' ? m.content.time : null;
  const address = str(m.content.address);
  const remark = str(m.content.remark);
  return (
    <div className={`w-chat__exchange w-chat__exchange--s${status}`} data-testid="exchange-card" data-kind={kind} data-status={status}>
      <div className="w-chat__exchange-title">{CARD_TITLES[kind]}</div>
      <div className="w-chat__exchange-line">{cardLine(kind, mine, m.fromUserId === ctx.recruiterId)}</div>
      {kind === 'interviewExchange' && (time || address) && (
        <dl className="w-chat__exchange-details">
          {time && (
            <>
              <dt>时间</dt>
              <dd>{interviewTime(time)}</dd>
            </>
          )}
          {address && (
            <>
              <dt>地点</dt>
              <dd>{address}</dd>
            </>
          )}
        </dl>
      )}
      {remark && <div className="w-chat__muted">{remark}</div>}
      {status === EXCHANGE_STATUS.pending && !mine && !isPending(m) ? (
        <div className="w-chat__exchange-actions">
          <Button size="small" onClick={() => ctx.onAnswer(m, 3)}>
            拒绝
          </Button>
          <Button size="small" color="primary" onClick={() => ctx.onAnswer(m, 2)}>
            同意
          </Button>
        </div>
      ) : (
        <div className="w-chat__exchange-state">
          <span data-testid="exchange-state">{stateText(status, mine)}</span>
          {status === EXCHANGE_STATUS.pending && mine && !isPending(m) && (
            <button type="button" className="w-chat__link" onClick={() => ctx.onWithdraw(m)}>
              撤销
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** 进入面试 on a booked video interview's line, from when its room opens until it closes. */
function InterviewEnter({ iv, onEnter }: { iv: NonNullable<ImSystemContent['interview']>; onEnter: () => void }) {
  const w = interviewWindow(iv.startAt, iv.videoMinute);
  // Re-rendered each minute so the button appears when it is time.
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  if (iv.type !== INTERVIEW_TYPE.video || now < w.opensAt || now > w.closesAt) return null;
  return (
    <div className="w-chat__reveal-box">
      <Button size="small" color="primary" onClick={onEnter}>
        进入面试
      </Button>
    </div>
  );
}

/** A system line; an accepted exchange also shows what it revealed (spec §4: revealed only on acceptance). */
function SystemLine({ m, ctx }: { m: ImMessage; ctx: MessageContext }) {
  const c = m.content as Partial<ImSystemContent>;
  const reveal = c.reveal;
  const rows: ReactNode[] = [];
  if (reveal?.mobiles) {
    const peer = reveal.mobiles[String(ctx.peer.id)];
    if (peer) {
      rows.push(
        <div key="m" className="w-chat__reveal" data-testid="revealed-mobile">
          <span>{ctx.peer.name || '对方'}的电话</span>
          <a href={`tel:${peer}`}>{peer}</a>
        </div>,
      );
    }
  }
  if (reveal?.wechats) {
    const peer = reveal.wechats[String(ctx.peer.id)];
    if (peer) {
      rows.push(
        <div key="w" className="w-chat__reveal" data-testid="revealed-wechat">
          <span>{ctx.peer.name || '对方'}的微信</span>
          <strong>{peer}</strong>
        </div>,
      );
    }
  }
  if (reveal?.resumeUserId) {
    rows.push(
      <div key="r" className="w-chat__reveal">
        <button type="button" className="w-chat__link" onClick={() => ctx.onResume(reveal.resumeUserId!)}>
          查看在线简历
        </button>
      </div>,
    );
  }
  return (
    <div className="w-chat__system" data-testid="system-message">
      <span>{str(c.text)}</span>
      {rows.length > 0 && <div className="w-chat__reveal-box">{rows}</div>}
      {c.interview && <InterviewEnter iv={c.interview} onEnter={() => ctx.onInterview(c.interview!.id)} />}
    </div>
  );
}

/** One message of the conversation: a bubble, a card, or a centred line. */
export function MessageItem({ m, ctx }: { m: ImMessage; ctx: MessageContext }) {
  const mine = m.fromUserId === ctx.me;
  const hold = useHold(() => ctx.onHold(m));
  if (m.type === 'revoke' || m.type === 'read' || m.type === 'reread') return null;
  if (m.type.endsWith('Result') || m.type.endsWith('Close')) return null;
  if (m.revoke === 1) {
    return (
      <div className="w-chat__system" data-testid="revoked">
        {mine ? '你撤回了一条消息' : `${ctx.peer.name || '对方'}撤回了一条消息`}
      </div>
    );
  }
  if (m.type === 'system') return <SystemLine m={m} ctx={ctx} />;
  const exchange = exchangeKindOf(m.type) !== null;
  return (
    <div className={`w-chat__msg${mine ? ' w-chat__msg--mine' : ''}`} data-testid="message" data-msg-id={m.msgId} data-type={m.type}>
      <Avatar src={mine ? ctx.meAvatar : ctx.peer.avatar} name={mine ? ctx.meName : ctx.peer.name} size={36} />
      <div className="w-chat__col">
        <div className={`w-chat__bubble w-chat__bubble--${m.type}${exchange ? ' w-chat__bubble--card' : ''}`} {...hold.handlers}>
          {exchange ? <ExchangeCard m={m} ctx={ctx} /> : <Body m={m} ctx={ctx} />}
        </div>
        {mine && (
          <div className="w-chat__meta">
            {m.loading && <DotLoading />}
            {m.error ? (
              <button type="button" className="w-chat__failed" aria-label="重新发送" onClick={() => ctx.onResend(m)}>
                ! 发送失败，点击重发
              </button>
            ) : (
              !isPending(m) && <span className={m.status === 1 ? 'w-chat__read' : 'w-chat__unread'} data-testid="read-flag">{m.status === 1 ? '已读' : '未读'}</span>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
