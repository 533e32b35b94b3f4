import { Button, DotLoading, Input } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useEffect, useRef, useState } from 'react';
import { IM_STATUS_CONNECTED, type ChatroomMessage } from '../../../schemas/im';
import { LIVE_PATHS, LIVE_STATE, liveSchema, type Live } from '../../../schemas/live';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { POPUP_LIVE_JOB_SEND, POPUP_LOGIN } from '../../runtime/constants';
import { useLiveInvite, useLiveLike, useLiveReserve } from '../../runtime/data-hooks/use-live';
import { useDesignData } from '../../runtime/design/renderer';
import { useDocumentTitle } from '../../runtime/document-title';
import { useImClient } from '../../runtime/im';
import { showTopToast, usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { parseRecordId } from '../../runtime/route-id';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { sharePage, usePageShare } from '../../runtime/wechat/share';
import { LiveManage } from './live-manage';
import { HlsPlayer } from './player';
import type { LiveRoomProps } from './schema';
import './live-room.css';

/** How long the room waits for the chat socket. */
const SOCKET_WAIT_MS = 10_000;
/** Messages the room keeps on screen. */
const CHAT_KEEP = 100;
/** Messages asked for on joining by id (spec §3). */
const JOIN_MSG_COUNT = 10;
/** …and on joining by an invitation's token and sign. */
const JOIN_TOKEN_MSG_COUNT = 20;
/** The query keys of an invitation link to the room: ?t=<token>&s=<sign> (signed by the server). */
const INVITE_TOKEN = 't';
const INVITE_SIGN = 's';
/** How often a room on air reads its viewer count again. */
const VIEWERS_EVERY_MS = 15_000;

function useRouteId(given: number): number {
  const { route } = useDesignData() as { route?: { params?: Record<string, string | undefined> } };
  if (given > 0) return given;
  return parseRecordId(route?.params?.id ?? '') ?? 0;
}

/** 剩余 1天 02:03:04 until the start. */
export function countdownText(ms: number): string {
  if (ms <= 0) return '即将开播';
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const p = (n: number) => String(n).padStart(2, '0');
  return `距开播 ${d > 0 ? `${d}天 ` : ''}${p(Math.floor((s % 86_400) / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

function Countdown({ startAt }: { startAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return <p className="w-live__countdown" data-testid="live-countdown">{countdownText(startAt - now)}</p>;
}

/** The stage: the player, or what stands in for it before and after the live. */
function Stage({ live, login }: { live: Live; login: () => Promise<boolean> }) {
  const [reserved, setReserved] = useState<boolean | null>(null);
  const reserve = useLiveReserve();
  if (live.status === LIVE_STATE.upcoming) {
    const on = reserved ?? live.reserved;
    // 预约 is kept on the server for this user: a notice comes when the live goes on air.
    const toggle = async () => {
      if (reserve.isPending || !(await login())) return;
      try {
        const r = await reserve.mutateAsync({ id: live.id, reserve: !on });
        setReserved(r.reserved);
        showTopToast(r.reserved ? '预约成功，开播时会通知你' : '已取消预约');
      } catch {
        /* the request wrapper showed why */
      }
    };
    return (
      <div className="w-live__stage w-live__stage--wait" style={live.cover ? { backgroundImage: `url(${live.cover})` } : undefined}>
        <p className="w-live__state">直播预告</p>
        <Countdown startAt={live.startAt} />
        <Button size="small" color={on ? 'default' : 'primary'} loading={reserve.isPending} onClick={() => void toggle()} data-testid="live-reserve">
          {on ? '已预约 · 取消' : '预约'}
        </Button>
      </div>
    );
  }
  if (live.status === LIVE_STATE.ended) {
    return (
      <div className="w-live__stage w-live__stage--wait">
        <p className="w-live__state">直播已结束</p>
        <p className="w-live__hint">回放生成后可在这里观看</p>
      </div>
    );
  }
  const src = live.status === LIVE_STATE.replay ? live.replayUrl : live.playUrl;
  return (
    <div className="w-live__stage">
      <HlsPlayer src={src} loop={live.status === LIVE_STATE.live} />
      <span className={`w-live__badge w-live__badge--${live.status}`}>{live.statusText}</span>
    </div>
  );
}

/** The room's chat over the chatroom socket methods: join by id (msgCount 10), leave on exit. */
function RoomChat({ live, onOnline, invite }: { live: Live; onOnline: (n: number) => void; invite: { token: string; sign: string } | null }) {
  const im = useImClient();
  const [list, setList] = useState<ChatroomMessage[]>([]);
  const [joined, setJoined] = useState<'joining' | 'joined' | 'failed'>('joining');
  const [inviteError, setInviteError] = useState('');
  // Joined by the invitation's token (msgCount 20) until it is refused; then by id (msgCount 10).
  const byToken = useRef(invite);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live_ = true;
    const add = (m: ChatroomMessage) => {
      if (m.roomId !== live.roomId) return;
      setList((l) => (l.some((x) => x.id === m.id) ? l : [...l, m].slice(-CHAT_KEEP)));
    };
    const off = im.onRoomMessage(add);
    // After the socket reconnects the client re-joins tracked rooms itself (spec §4); the history is asked again.
    let was = im.getState().status === IM_STATUS_CONNECTED;
    const join = async () => {
      try {
        const inv = byToken.current;
        let r;
        if (inv) {
          try {
            r = await im.joinRoomByToken(inv.token, inv.sign, undefined, JOIN_TOKEN_MSG_COUNT);
            // A token of another room does not open this one.
            if (r.roomId !== live.roomId) {
              void im.leaveRoom(r.roomId);
              throw new Error('邀请链接不属于这个直播间');
            }
          } catch (e) {
            if (!live_) return;
            byToken.current = null;
            setInviteError(e instanceof Error && e.message ? e.message : '邀请链接无效');
            setJoined('failed');
            return;
          }
        } else r = await im.joinRoom(live.roomId, undefined, JOIN_MSG_COUNT);
        if (!live_) return;
        r.list.forEach(add);
        onOnline(r.online);
        setJoined('joined');
      } catch {
        if (live_) setJoined('failed');
      }
    };
    const unsub = im.subscribe(() => {
      const now = im.getState().status === IM_STATUS_CONNECTED;
      if (now && !was) void join();
      was = now;
    });
    void im.waitForSocket(SOCKET_WAIT_MS).then((ok) => {
      if (!live_) return;
      if (ok) void join();
      else setJoined('failed');
    });
    return () => {
      live_ = false;
      off();
      unsub();
      void im.leaveRoom(live.roomId);
    };
  }, [im, live.roomId, onOnline]);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list]);
  const send = async () => {
    const t = text.trim();
    if (!t) return;
    try {
      const m = await im.sendRoomMessage(live.roomId, 'text', { text: t });
      setText('');
      setList((l) => (l.some((x) => x.id === m.id) ? l : [...l, m].slice(-CHAT_KEEP)));
    } catch (e) {
      showTopToast(e instanceof Error && e.message ? e.message : '发送失败');
    }
  };
  return (
    <section className="w-live__chat" aria-label="直播间聊天">
      <div className="w-live__msgs" ref={listRef} data-testid="live-chat">
        {joined === 'joining' && <DotLoading />}
        {joined === 'failed' &&
          (inviteError ? (
            <div className="w-live__hint" role="alert" data-testid="live-invite-error">
              <p>邀请链接无效：{inviteError}</p>
              <Button
                size="small"
                onClick={() => {
                  setInviteError('');
                  setJoined('joining');
                  void im.joinRoom(live.roomId, undefined, JOIN_MSG_COUNT).then(
                    (r) => {
                      setList((l) => [...l, ...r.list.filter((m) => !l.some((x) => x.id === m.id))].slice(-CHAT_KEEP));
                      onOnline(r.online);
                      setJoined('joined');
                    },
                    () => setJoined('failed'),
                  );
                }}
              >
                直接进入聊天室
              </Button>
            </div>
          ) : (
            <p className="w-live__hint">聊天室连接失败</p>
          ))}
        {joined === 'joined' && list.length === 0 && <p className="w-live__hint">还没有人发言，来说点什么吧</p>}
        {list.map((m) => (
          <p key={m.id} className="w-live__msg" data-testid="live-msg">
            <b>{m.user.name || '观众'}：</b>
            {typeof m.content.text === 'string' ? m.content.text : m.type === 'image' ? '[图片]' : '[表情]'}
          </p>
        ))}
      </div>
      <form
        className="w-live__say"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Input value={text} onChange={setText} placeholder="说点什么…" maxLength={200} aria-label="聊天内容" disabled={joined !== 'joined'} />
        <Button size="small" color="primary" type="submit" disabled={joined !== 'joined' || !text.trim()}>
          发送
        </Button>
      </form>
    </section>
  );
}

/** The invitation in the address (?t=&s=), if any. */
function inviteOf(): { token: string; sign: string } | null {
  if (typeof window === 'undefined') return null;
  const q = new URLSearchParams(window.location.search);
  const token = q.get(INVITE_TOKEN);
  const sign = q.get(INVITE_SIGN);
  return token && sign ? { token, sign } : null;
}

/** 直播间 (/live/:id), or a recruiter's 直播管理 (view 'manage'). */
export function LiveRoom(props: WidgetRenderProps<LiveRoomProps>) {
  return props.view === 'manage' ? <LiveManage {...props} /> : <LiveRoomView {...props} />;
}

/** 直播间 (/live/:id): player by state, viewers, likes, the room's chat and its jobs with 投递; share with an invitation link. */
function LiveRoomView(props: WidgetRenderProps<LiveRoomProps>) {
  const id = useRouteId(props.id);
  const [invite] = useState(inviteOf);
  const shareData = usePageShare('live-detail', id > 0 ? id : null);
  const rt = useRuntime();
  const popups = usePopups();
  const { user } = useSession();
  const likeCall = useLiveLike();
  const inviteCall = useLiveInvite();
  const q = useApiQuery(LIVE_PATHS.get, { id }, { enabled: id > 0, parse: (raw) => liveSchema.parse(raw) });
  const live = q.data;
  useDocumentTitle(live?.title);
  const [online, setOnline] = useState<number | null>(null);
  const [likes, setLikes] = useState<{ likes: number; liked: boolean } | null>(null);
  // While on air the viewer count (and likes) is read again now and then; the server's count replaces the one from joining.
  const onAir = live?.status === LIVE_STATE.live;
  const { refetch } = q;
  useEffect(() => {
    if (!onAir) return;
    const t = setInterval(() => {
      void refetch().then(() => {
        setOnline(null);
        setLikes(null);
      });
    }, VIEWERS_EVERY_MS);
    return () => clearInterval(t);
  }, [onAir, refetch]);
  const login = async (): Promise<boolean> => {
    await rt.session.settled();
    if (rt.session.getState().user) return true;
    await popups.open(POPUP_LOGIN, { registerRole: ROLE_SEEKER });
    return Boolean(rt.session.getState().user);
  };
  if (id <= 0) return <ErrorBlock status="empty" title="直播不存在" description="" />;
  if (q.isLoading && !live) return <div className="w-live__loading"><DotLoading /></div>;
  if (!live) return <ErrorBlock status="default" title="直播加载失败" description="" />;
  const like = async () => {
    if (!(await login())) return;
    try {
      setLikes(await likeCall.mutateAsync(live.id));
    } catch {
      /* the request wrapper showed why */
    }
  };
  const apply = async (jobId: number, title: string) => {
    if (!(await login())) return;
    const r = await popups.open(POPUP_LIVE_JOB_SEND, { jobId, title, liveId: live.id });
    if (r.confirmed) showTopToast('投递成功');
  };
  const shown = likes ?? { likes: live.likes, liked: live.liked };
  // The shared link carries a signed invitation to the room's chat (token and sign from the server).
  const share = async () => {
    if (!shareData) return;
    let link = `${window.location.origin}${window.location.pathname}`;
    if (rt.session.getState().user) {
      try {
        const t = await inviteCall.mutateAsync(live.roomId);
        link += `?${INVITE_TOKEN}=${encodeURIComponent(t.token)}&${INVITE_SIGN}=${encodeURIComponent(t.sign)}`;
      } catch {
        /* the plain link still opens the room */
      }
    }
    await sharePage({ ...shareData, link });
  };
  return (
    <div className="w-live" data-testid="live-room">
      <Stage live={live} login={login} />
      <header className="w-live__head">
        <div className="w-live__title">
          <h1>{live.title}</h1>
          <p>
            {live.company.name} · <span data-testid="live-viewers">{online ?? live.viewers}</span> 人在看
          </p>
        </div>
        <button type="button" className="w-live__share" onClick={() => void share()} disabled={!shareData} aria-label="分享" data-testid="live-share">
          分享
        </button>
        <button type="button" className={`w-live__like${shown.liked ? ' w-live__like--on' : ''}`} onClick={() => void like()} aria-label="点赞" data-testid="live-like">
          ♥ <span>{shown.likes}</span>
        </button>
      </header>
      {live.jobs.length > 0 && (
        <section className="w-live__jobs" aria-label="直播职位">
          <h2>直播职位</h2>
          {live.jobs.map((j) => (
            <div key={j.id} className="w-live__job" data-testid="live-job">
              <div>
                <b>{j.title}</b>
                <span className="w-live__salary">{j.salaryText}</span>
                {j.cityName && <span className="w-live__city">{j.cityName}</span>}
              </div>
              <Button size="mini" color="primary" onClick={() => void apply(j.id, j.title)}>
                投递
              </Button>
            </div>
          ))}
        </section>
      )}
      {props.showChat &&
        (user ? (
          <RoomChat live={live} onOnline={setOnline} invite={invite} />
        ) : (
          <p className="w-live__hint w-live__login">
            <Button size="small" onClick={() => void login()}>
              登录
            </Button>{' '}
            后参与直播间聊天
          </p>
        ))}
    </div>
  );
}
