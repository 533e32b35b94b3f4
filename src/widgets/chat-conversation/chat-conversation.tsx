import { ActionSheet, Button, Dialog, DotLoading, ImageViewer, Input, NavBar, Popup, Toast } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { EMOJI_DEFAULT_GROUP, IM_REVOKE_WINDOW_MS, type ExchangeKind, type ImConversation, type ImMessage } from '../../../schemas/im';
import { AiRetouchPopup } from '../../runtime/ai/retouch-popup';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { formatSalary } from '../../runtime/format';
import { isPending, useConversationState, useEmojiConfig, useImClient, useImState } from '../../runtime/im';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useJobFind } from '../../runtime/data-hooks/use-jobs';
import { useConversationUnlock } from '../../runtime/data-hooks/use-money';
import { useRuntime, useSession } from '../../runtime/runtime';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { uploadErrorDialog, uploadFile } from '../../runtime/upload';
import { paths } from '../../runtime/paths';
import { exchangeButtons, type ExchangeButton } from './exchange';
import { MessageItem, type MessageContext } from './message-item';
import type { ChatConversationProps } from './schema';
import './chat-conversation.css';
import { formatDate } from '../../../schemas/date-format';

const top = { zIndex: TOP_LAYER_Z_INDEX } as CSSProperties;

/** A job the recruiter may switch the conversation to (from /api-user/job/find). */
interface JobChoice {
  id: number;
  title: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: number;
  cityName: string;
  company: { id: number };
}
const topVar = { '--z-index': String(TOP_LAYER_Z_INDEX) } as CSSProperties;

/** ?cid= / ?jobId= / ?userId=&jobId= of the address (contract 4), unless the props name one. */
function target(props: ChatConversationProps): { cid?: number; jobId?: number; userId?: number } {
  if (props.cid || props.jobId || props.userId) return { cid: props.cid, jobId: props.jobId, userId: props.userId };
  const q = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const num = (k: string) => {
    const n = Number(q.get(k));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return { cid: num('cid'), jobId: num('jobId'), userId: num('userId') };
}

/** Messages more than 5 minutes apart get a time line between them. */
const TIME_GAP_MS = 5 * 60_000;
function timeLabel(ms: number): string {
  return formatDate(ms, new Date(ms).toDateString() === new Date().toDateString() ? 'HH:mm' : 'M月D日 HH:mm');
}

/** The interview invitation dialog: time and place, then the request goes out. */
async function askInterview(): Promise<{ time: number; address: string; remark?: string; interviewType: 1 | 2 } | null> {
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setHours(10, 0, 0, 0);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  const values = { time: local, address: '', remark: '', type: '2' };
  const ok = await Dialog.confirm({
    title: '发送面试邀请',
    style: top,
    content: (
      <div className="w-chat__form">
        <label>
          面试时间
          <input type="datetime-local" defaultValue={local} aria-label="面试时间" onChange={(e) => (values.time = e.target.value)} />
        </label>
        <label>
          面试方式
          <select defaultValue="2" aria-label="面试方式" onChange={(e) => (values.type = e.target.value)}>
            <option value="2">现场面试</option>
            <option value="1">视频面试（到时间后在线进入）</option>
          </select>
        </label>
        <label>
          面试地点
          <input type="text" maxLength={200} placeholder="如：公司地址或视频面试" aria-label="面试地点" onChange={(e) => (values.address = e.target.value)} />
        </label>
        <label>
          备注
          <input type="text" maxLength={500} placeholder="选填，如：请携带简历" aria-label="备注" onChange={(e) => (values.remark = e.target.value)} />
        </label>
      </div>
    ),
    confirmText: '发送邀请',
  });
  if (!ok) return null;
  const time = new Date(values.time).getTime();
  if (!Number.isFinite(time) || time < Date.now()) {
    Toast.show({ content: '请选择今后的面试时间', maskStyle: topVar });
    return null;
  }
  const interviewType = values.type === '1' ? 1 : 2;
  if (interviewType === 2 && !values.address.trim()) {
    Toast.show({ content: '请填写面试地点', maskStyle: topVar });
    return null;
  }
  return { time, address: values.address.trim() || (interviewType === 1 ? '视频面试' : ''), interviewType, ...(values.remark.trim() ? { remark: values.remark.trim() } : {}) };
}

/**
 * The conversation screen (spec §8 UI): opened by cid, by a job (byJob) or by a user
 * (byRelation). Bubbles with 已读/未读 on my own, revoke by a long press within 2 minutes,
 * emoji, pictures through the upload pipeline, the job at the top (recruiters switch it),
 * exchange buttons with confirm dialogs and cards that show their state.
 */
export function ChatConversation(props: WidgetRenderProps<ChatConversationProps>) {
  const im = useImClient();
  const rt = useRuntime();
  const { user } = useSession();
  const [want] = useState(() => target(props));
  const [conv, setConv] = useState<ImConversation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cid = conv?.id ?? null;
  const state = useConversationState(cid);
  const meId = useImState((s) => s.me) ?? user?.id ?? 0;
  const emoji = useEmojiConfig();
  const [text, setText] = useState('');
  // The draft retouched by AI (polish, shorten, more formal) before it is sent.
  const [retouching, setRetouching] = useState(false);
  const [panel, setPanel] = useState<'none' | 'emoji'>('none');
  const [emojiGroup, setEmojiGroup] = useState(EMOJI_DEFAULT_GROUP);
  const [viewing, setViewing] = useState<string | null>(null);
  const [older, setOlder] = useState(false);
  const [jobChoices, setJobChoices] = useState<JobChoice[] | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const conversationUnlock = useConversationUnlock();
  const findJobs = useJobFind<{ list: JobChoice[] }>();
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const fileRef = useRef<HTMLInputElement>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    let opened: number | null = null;
    (async () => {
      try {
        const c = await im.resolve(want);
        if (!live) return;
        setConv(c);
        opened = c.id;
        await im.openConversation(c.id);
        if (live) im.setActive(c.id);
      } catch (e) {
        if (live) setFailure(e instanceof Error && e.message ? e.message : '会话加载失败');
      }
    })();
    return () => {
      live = false;
      if (opened !== null && im.getState().conversations[opened]) im.setActive(null);
    };
  }, [im, want, userId]);

  // The conversation as the server last described it (job switch, interview status, flags).
  const current = state.conversation ?? conv;
  const messages = state.messages;

  useEffect(() => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, panel]);

  const emojiMap = useMemo(() => Object.assign({}, ...(emoji?.groups.map((g) => g.map) ?? [])) as Record<string, string>, [emoji]);

  if (!user) return <LoginPrompt host={props.host} text="登录后与对方沟通" button="登录 / 注册" />;
  if (failure) {
    return (
      <div className="w-chat w-chat--state">
        <NavBar onBack={() => props.host?.runLink({ type: 'back' })}>聊天</NavBar>
        <ErrorBlock status="default" title="无法打开会话" description={failure} />
      </div>
    );
  }
  if (!current) {
    return (
      <div className="w-chat w-chat--state" role="status" aria-busy="true">
        <NavBar onBack={() => props.host?.runLink({ type: 'back' })}>聊天</NavBar>
        <div className="w-chat__loading">
          <DotLoading color="primary" /> 加载中
        </div>
      </div>
    );
  }

  const c = current;
  const peer = c.contact.user;
  const isRecruiter = meId === c.recruiterId;
  const toUserId = c.chatUserId;
  const job = c.userjob;

  async function send(type: ImMessage['type'], content: Record<string, unknown>) {
    stick.current = true;
    await im.send(c.id, toUserId, type, content);
  }

  function sendText() {
    const t = text.trim();
    if (!t) return;
    setText('');
    void send('text', { text: t });
  }

  /** The recruiter opens the conversation with a chat right (conversation/propUse); none left → 14550 and the checkout. */
  async function unlock() {
    const ok = await Dialog.confirm({ title: '开启沟通', content: '使用 1 次主动沟通权益，开启与对方的沟通？', style: top });
    if (!ok || conversationUnlock.isPending) return;
    try {
      await conversationUnlock.mutateAsync(c.id);
      setUnlocked(true);
      Toast.show({ content: '已开启沟通' });
    } catch {
      // 14550 goes to the checkout; anything else is shown by the request wrapper.
    }
  }

  async function exchange(b: ExchangeButton) {
    if (b.kind === 'interviewExchange') {
      const details = await askInterview();
      if (details) await send('interviewExchange', details);
      return;
    }
    const ok = await Dialog.confirm({ title: b.text, content: b.confirm, style: top });
    if (ok) await send(b.kind, {});
  }

  async function pickImage(file: File | undefined) {
    if (!file) return;
    const handler = Toast.show({ icon: 'loading', content: '图片上传中…', duration: 0, maskStyle: topVar });
    try {
      const up = await uploadFile(rt.api, file);
      handler.close();
      await send('image', { url: up.url, ...(up.width ? { width: up.width } : {}), ...(up.height ? { height: up.height } : {}) });
    } catch (e) {
      handler.close();
      const d = uploadErrorDialog(e);
      await Dialog.alert({ ...d, style: top });
    }
  }

  function hold(m: ImMessage) {
    const mine = m.fromUserId === meId;
    const canRevoke = mine && !isPending(m) && m.revoke === 0 && Date.now() - m.sendAt < IM_REVOKE_WINDOW_MS;
    const actions = [
      ...(m.type === 'text' ? [{ key: 'copy', text: '复制' }] : []),
      ...(canRevoke ? [{ key: 'revoke', text: '撤回', danger: true }] : []),
    ];
    if (actions.length === 0) return;
    const sheet = ActionSheet.show({
      actions,
      cancelText: '取消',
      style: topVar,
      onAction: (a) => {
        sheet.close();
        if (a.key === 'copy') void navigator.clipboard?.writeText(String(m.content.text ?? '')).then(() => Toast.show({ content: '复制成功', maskStyle: topVar }));
        if (a.key === 'revoke') void im.revoke(c.id, toUserId, m.msgId).catch(() => undefined);
      },
    });
  }

  async function switchJob() {
    if (!job) return;
    try {
      const r = await findJobs({ keyword: job.companyName, page: 1, limit: 50 });
      const mine = r.list.filter((j) => j.company.id === job.companyId && j.id !== job.jobId);
      if (mine.length === 0) {
        Toast.show({ content: '没有可切换的其他职位', maskStyle: topVar });
        return;
      }
      setJobChoices(mine);
    } catch {
      /* shown by the request wrapper */
    }
  }

  /** The ⋯ menu: pin, block (leaves the list and stops their messages), not suitable (recruiters). */
  function more() {
    const contact = c.contact;
    const sheet = ActionSheet.show({
      actions: [
        { key: 'isTop', text: contact.isTop ? '取消置顶' : '置顶聊天' },
        ...(isRecruiter ? [{ key: 'isImproper', text: '标记为不合适' }] : []),
        { key: 'isBlack', text: contact.isBlack ? '取消拉黑' : '拉黑', danger: !contact.isBlack },
      ],
      cancelText: '取消',
      style: topVar,
      onAction: (a) => {
        sheet.close();
        void (async () => {
          const flag = a.key as 'isTop' | 'isBlack' | 'isImproper';
          const value = !contact[flag];
          if (value && flag !== 'isTop') {
            const ok = await Dialog.confirm({
              title: flag === 'isBlack' ? '拉黑' : '标记为不合适',
              content: flag === 'isBlack' ? `拉黑后将不再收到${peer.name || '对方'}的消息，确定拉黑吗？` : '标记后该会话将移出消息列表，确定吗？',
              style: top,
            });
            if (!ok) return;
          }
          try {
            const updated = await im.setFlag(c.id, flag, value);
            setConv({ ...c, contact: updated });
            Toast.show({ content: flag === 'isTop' ? (value ? '已置顶' : '已取消置顶') : flag === 'isBlack' ? (value ? '已拉黑' : '已取消拉黑') : '已标记为不合适', maskStyle: topVar });
          } catch {
            /* shown by the request wrapper */
          }
        })();
      },
    });
  }

  const ctx: MessageContext = {
    me: meId,
    peer,
    meName: user.account.name || user.info.mobile.slice(-2),
    meAvatar: user.account.logo,
    recruiterId: c.recruiterId,
    emojiMap,
    onHold: hold,
    onResend: (m) => void im.send(c.id, toUserId, m.type, m.content, m),
    onAnswer: (m, status) => {
      const kind = m.type as ExchangeKind;
      void im.answerExchange(c.id, toUserId, kind, Number(m.content.exchangeId), status).catch(() => undefined);
    },
    onWithdraw: (m) => {
      void Dialog.confirm({ title: '撤销请求', content: '确定撤销这个请求吗？', style: top }).then(async (ok) => {
        if (ok) await im.closeExchange(c.id, toUserId, m.type as ExchangeKind, Number(m.content.exchangeId)).catch(() => undefined);
      });
    },
    onImage: setViewing,
    onJob: (jobId) => props.host?.runLink({ type: 'navigate', path: paths.jobDetail.href(jobId) }),
    onResume: (uid) => props.host?.runLink({ type: 'navigate', path: paths.resumeDetail.href(uid) }),
    onInterview: (id) => props.host?.runLink({ type: 'navigate', path: paths.interviewCall.href(id) }),
  };

  let lastAt = 0;
  const items = messages.map((m) => {
    const gap = m.sendAt - lastAt > TIME_GAP_MS;
    lastAt = m.sendAt;
    return (
      <div key={m.id}>
        {gap && <div className="w-chat__time">{timeLabel(m.sendAt)}</div>}
        <MessageItem m={m} ctx={ctx} />
      </div>
    );
  });

  const subtitle = peer.role === ROLE_SEEKER ? '' : [peer.companyName, peer.position].filter(Boolean).join(' · ');
  return (
    <div className="w-chat" data-testid="chat" data-cid={c.id}>
      <NavBar
        className="w-chat__nav"
        onBack={() => props.host?.runLink({ type: 'back' })}
        right={
          <button type="button" className="w-chat__more" aria-label="更多" onClick={more}>
            ⋯
          </button>
        }
      >
        <div className="w-chat__title">{peer.name || '聊天'}</div>
        {subtitle && <div className="w-chat__subtitle">{subtitle}</div>}
      </NavBar>
      {c.contact.isBlack && (
        <div className="w-chat__blocked" role="note">
          你已拉黑对方，将不会收到对方的消息
        </div>
      )}
      {props.showJobCard && job && (
        <div className="w-chat__job" data-testid="chat-job">
          <button type="button" className="w-chat__job-main" onClick={() => ctx.onJob(job.jobId)}>
            <span className="w-chat__job-title">{job.title}</span>
            <span className="w-chat__salary">{formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit)}</span>
            <span className="w-chat__muted">{[job.companyName, job.cityName].filter(Boolean).join(' · ')}{job.status === 0 ? ' · 已关闭' : ''}</span>
          </button>
          {isRecruiter && (
            <Button size="mini" fill="outline" onClick={() => void switchJob()}>
              切换职位
            </Button>
          )}
        </div>
      )}
      <div
        className="w-chat__list"
        ref={listRef}
        data-testid="chat-messages"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
        }}
      >
        {state.hasMore && messages.length > 0 && (
          <div className="w-chat__older">
            <Button
              size="mini"
              fill="none"
              loading={older}
              onClick={() => {
                setOlder(true);
                stick.current = false;
                void im.loadOlder(c.id).finally(() => setOlder(false));
              }}
            >
              查看更早的消息
            </Button>
          </div>
        )}
        {messages.length === 0 && <div className="w-chat__hello">打个招呼，开始沟通吧</div>}
        {items}
      </div>
      {props.showExchangeBar && (
        <div className="w-chat__actions" role="toolbar" aria-label="交换">
          {isRecruiter && c.imStatus === 0 && !unlocked && (
            <button type="button" className="w-chat__action w-chat__action--unlock" disabled={conversationUnlock.isPending} onClick={() => void unlock()}>
              开启沟通
            </button>
          )}
          {exchangeButtons(isRecruiter).map((b) => (
            <button key={b.kind} type="button" className="w-chat__action" onClick={() => void exchange(b)}>
              {b.text}
            </button>
          ))}
        </div>
      )}
      <div className="w-chat__composer">
        <Input
          className="w-chat__input"
          value={text}
          onChange={setText}
          placeholder={props.placeholder}
          maxLength={2000}
          enterKeyHint="send"
          onEnterPress={sendText}
          onFocus={() => setPanel('none')}
          aria-label="消息内容"
        />
        <button type="button" className="w-chat__icon" aria-label="表情" onClick={() => setPanel(panel === 'emoji' ? 'none' : 'emoji')}>
          ☺
        </button>
        {text.trim() && (
          <button type="button" className="w-chat__icon w-chat__icon--ai" aria-label="AI 润色" onClick={() => setRetouching(true)}>
            ✨
          </button>
        )}
        {text.trim() ? (
          <Button size="small" color="primary" onClick={sendText}>
            发送
          </Button>
        ) : (
          <button type="button" className="w-chat__icon" aria-label="发送图片" onClick={() => fileRef.current?.click()}>
            ＋
          </button>
        )}
        <AiRetouchPopup api={rt.api} visible={retouching} text={text} scene="chat" onAccept={(v) => setText(v.slice(0, 2000))} onClose={() => setRetouching(false)} />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="chat-image-input"
          onChange={(e) => {
            void pickImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {panel === 'emoji' && (
        <div className="w-chat__emoji-box" data-testid="emoji-panel">
          <div className="w-chat__emoji-panel">
            {!emoji && <div className="w-chat__muted">表情加载中…</div>}
            {(emoji?.groups.find((g) => g.key === emojiGroup) ?? emoji?.groups[0])?.list.map((e) => (
              <button key={e.code} type="button" className="w-chat__emoji" title={e.name} aria-label={e.name} onClick={() => setText((t) => t + e.code)}>
                <img src={e.src} alt={e.name} />
              </button>
            ))}
          </div>
          {emoji && emoji.groups.length > 1 && (
            <div className="w-chat__emoji-tabs" role="tablist" aria-label="表情分组">
              {emoji.groups.map((g) => {
                const main = g.list.find((e) => e.code === g.mainCode) ?? g.list[0];
                const active = g.key === (emojiGroup || emoji.groups[0]?.key);
                return (
                  <button key={g.key} type="button" role="tab" aria-selected={active} aria-label={g.key} className={`w-chat__emoji-tab${active ? ' w-chat__emoji-tab--on' : ''}`} onClick={() => setEmojiGroup(g.key)}>
                    {main && <img src={main.src} alt="" />}
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
      <ImageViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
      <Popup visible={jobChoices !== null} onMaskClick={() => setJobChoices(null)} onClose={() => setJobChoices(null)} bodyStyle={{ borderRadius: '12px 12px 0 0' }} style={topVar}>
        <div className="w-chat__jobs" role="dialog" aria-label="选择要沟通的职位">
          <div className="w-chat__jobs-title">选择要沟通的职位</div>
          <div className="w-chat__jobs-list">
            {(jobChoices ?? []).map((j) => (
              <button
                key={j.id}
                type="button"
                className="w-chat__jobs-item"
                data-testid="job-choice"
                onClick={() => {
                  setJobChoices(null);
                  void im.switchJob(c.id, j.id).then(setConv, () => undefined);
                }}
              >
                <span className="w-chat__jobs-name">{j.title}</span>
                <span className="w-chat__salary">{formatSalary(j.salaryMin, j.salaryMax, j.salaryUnit)}</span>
              </button>
            ))}
          </div>
        </div>
      </Popup>
    </div>
  );
}
