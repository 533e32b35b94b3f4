import { Badge, Button, DotLoading } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useEffect, useState } from 'react';
import type { ImContact } from '../../../schemas/im';
import { BADGE_CAP, BADGE_OVERFLOW, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { relativeTime, formatSalary } from '../../runtime/format';
import { messagePreview, useHold, useImClient, useImState } from '../../runtime/im';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { confirmLater, loadActionSheet } from '../../runtime/ui/feedback';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { SwipeRow } from '../../runtime/ui/swipe-row';
import type { ChatListProps } from './schema';
import './chat-list.css';

type Flag = 'isTop' | 'isBlack' | 'isRemove';

const badgeText = (n: number) => (n > BADGE_CAP ? BADGE_OVERFLOW : String(n));

/** Who the other side is, in one line: the recruiter's company and title, or the job talked about. */
function subtitle(c: ImContact): string {
  const parts = c.user.role === 0 ? [] : [c.user.companyName, c.user.position].filter(Boolean);
  if (c.userjob) parts.push(`${c.userjob.title} ${formatSalary(c.userjob.salaryMin, c.userjob.salaryMax, c.userjob.salaryUnit)}`);
  return parts.join(' · ');
}

function Row({ contact, me, actions, onOpen, onAction }: { contact: ImContact; me: number | null; actions: boolean; onOpen: () => void; onAction: (flag: Flag) => void }) {
  const hold = useHold(() => actions && void openSheet().catch(() => {}));
  async function openSheet() {
    const { default: ActionSheet } = await loadActionSheet();
    const handler = ActionSheet.show({
      actions: [
        { key: 'isTop', text: contact.isTop ? '取消置顶' : '置顶聊天' },
        { key: 'isBlack', text: '拉黑', danger: true },
        { key: 'isRemove', text: '删除会话', danger: true },
      ],
      cancelText: '取消',
      style: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties,
      onAction: (a) => {
        handler.close();
        onAction(a.key as Flag);
      },
    });
  }
  const name = contact.user.name || '用户';
  const preview = messagePreview(contact.lastMessage, me);
  const row = (
    <div
      className={`w-chat-list__row${contact.isTop ? ' w-chat-list__row--top' : ''}`}
      role="link"
      tabIndex={0}
      data-testid="chat-row"
      data-cid={contact.cid}
      {...hold.handlers}
      onClick={() => !hold.consumeHold() && onOpen()}
      onKeyDown={(e) => e.key === 'Enter' && onOpen()}
    >
      <Badge content={contact.unread > 0 ? badgeText(contact.unread) : null} className="w-chat-list__badge" aria-label={contact.unread > 0 ? `${contact.unread}条未读` : undefined}>
        <Avatar src={contact.user.avatar} name={name} size={48} />
      </Badge>
      <div className="w-chat-list__main">
        <div className="w-chat-list__line">
          <strong className="w-chat-list__name">{name}</strong>
          <span className="w-chat-list__time">{relativeTime(new Date(contact.chatAt))}</span>
        </div>
        {subtitle(contact) && <div className="w-chat-list__sub">{subtitle(contact)}</div>}
        <div className="w-chat-list__last">{preview || '开始沟通吧'}</div>
      </div>
    </div>
  );
  if (!actions) return row;
  return (
    <SwipeRow
      actions={[
        { key: 'top', text: contact.isTop ? '取消置顶' : '置顶', color: 'primary', onClick: () => onAction('isTop') },
        { key: 'black', text: '拉黑', color: 'warning', onClick: () => onAction('isBlack') },
        { key: 'remove', text: '删除', color: 'danger', onClick: () => onAction('isRemove') },
      ]}
    >
      {row}
    </SwipeRow>
  );
}

/**
 * The conversation list (spec §8 UI): avatar (initials when there is no picture), name, the
 * job, the last message, relative time and the unread badge; top first. Swipe left or press
 * long for 置顶 / 拉黑 / 删除. The tab bar badge follows the same total (user.unread).
 */
export function ChatList(props: WidgetRenderProps<ChatListProps>) {
  const im = useImClient();
  const { user } = useSession();
  const contacts = useImState((s) => s.contacts);
  const loaded = useImState((s) => s.contactsLoaded);
  const done = useImState((s) => s.contactsDone);
  const total = useImState((s) => s.unreadTotal);
  const me = useImState((s) => s.me);
  const [failed, setFailed] = useState(false);
  const [more, setMore] = useState(false);

  // By id: user.unread changes with every message and must not refetch the list.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    setFailed(false);
    im.loadContacts().then(
      () => !im.getState().contactsLoaded && setFailed(true),
      () => setFailed(true),
    );
  }, [im, userId]);

  if (!user) return <LoginPrompt host={props.host} text="登录后查看与招聘者、求职者的沟通消息" button="登录 / 注册" />;

  async function act(c: ImContact, flag: Flag) {
    const confirm = (p: { title: string; content: string }) => confirmLater({ ...p, style: { zIndex: TOP_LAYER_Z_INDEX } });
    if (flag === 'isBlack') {
      const ok = await confirm({ title: '拉黑', content: `拉黑后将不再收到${c.user.name || '对方'}的消息，确定拉黑吗？` });
      if (!ok) return;
    }
    if (flag === 'isRemove') {
      const ok = await confirm({ title: '删除会话', content: '删除后对方再发消息时会话会重新出现，确定删除吗？' });
      if (!ok) return;
    }
    try {
      await im.setFlag(c.cid, flag, flag === 'isTop' ? !c.isTop : true);
    } catch {
      /* shown by the request wrapper */
    }
  }

  const open = (c: ImContact) => props.host?.runLink({ type: 'navigate', path: props.chatPath, params: { cid: c.cid } });

  return (
    <section className="w-chat-list" aria-label="会话列表">
      {props.title && (
        <header className="w-chat-list__head">
          <h2>{props.title}</h2>
          {total > 0 && <span className="w-chat-list__total" data-testid="chat-unread-total">{badgeText(total)} 条未读</span>}
        </header>
      )}
      {!loaded && !failed && (
        <div className="w-chat-list__state" role="status" aria-busy="true">
          <DotLoading color="primary" /> 加载中
        </div>
      )}
      {failed && !loaded && (
        <ErrorBlock status="disconnected" title="消息加载失败" description="请检查网络后重试">
          <Button size="small" onClick={() => void im.loadContacts().then(() => setFailed(false))}>
            重试
          </Button>
        </ErrorBlock>
      )}
      {loaded && contacts.length === 0 && <ErrorBlock status="empty" title="暂无消息" description={props.emptyText} />}
      {contacts.map((c) => (
        <Row key={c.cid} contact={c} me={me} actions={props.showActions} onOpen={() => open(c)} onAction={(f) => void act(c, f)} />
      ))}
      {loaded && contacts.length > 0 && !done && (
        <div className="w-chat-list__more">
          <Button
            size="small"
            fill="none"
            loading={more}
            onClick={() => {
              setMore(true);
              void im.loadContacts(true).finally(() => setMore(false));
            }}
          >
            加载更多
          </Button>
        </div>
      )}
    </section>
  );
}
