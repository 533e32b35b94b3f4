import { Button } from 'antd-mobile';
import type { Notice } from '../../../schemas/job-send';
import { useNoticePages, useNoticeRead } from '../../runtime/data-hooks/use-applications';
import { relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { NoticeListProps } from './schema';
import './notice-list.css';

/** The user's notices, newest first; opening one marks it read and goes where it points. */
export function NoticeList(props: WidgetRenderProps<NoticeListProps>) {
  const { user } = useSession();
  const q = useNoticePages(props.limit);
  const markRead = useNoticeRead();
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = q.data?.pages[0]?.unread ?? 0;

  if (!user) return <LoginPrompt host={props.host} button="登录后查看通知" />;

  async function read(body: { ids: number[] } | { all: true }) {
    try {
      await markRead.mutateAsync(body);
    } catch {
      // Shown by the request wrapper.
    }
  }
  async function open(n: Notice) {
    if (!n.read) await read({ ids: [n.id] });
    if (n.link) props.host?.runLink({ type: 'navigate', path: n.link });
  }

  return (
    <section className="w-notices" aria-label="我的通知">
      <header className="w-notices__head">
        <span>{unread > 0 ? `${unread} 条未读` : '全部已读'}</span>
        {unread > 0 && (
          <Button size="mini" fill="none" color="primary" loading={markRead.isPending} onClick={() => void read({ all: true })}>
            全部已读
          </Button>
        )}
      </header>
      <ListStates query={q} empty={list.length === 0} errorTitle="通知加载失败" emptyTitle={props.emptyText} emptyDescription="投递、邀请等进展会在这里通知你" stateClassName="w-notices__state" />
      <ul className="w-notices__list">
        {list.map((n) => (
          <li key={n.id} className={n.read ? 'w-notices__item' : 'w-notices__item w-notices__item--unread'} data-testid="notice">
            <button type="button" onClick={() => void open(n)}>
              <span className="w-notices__title">
                {!n.read && <i className="w-notices__dot" aria-label="未读" />}
                {n.title}
                <time dateTime={n.createdAt}>{relativeTime(n.createdAt)}</time>
              </span>
              <span className="w-notices__content">{n.content}</span>
            </button>
          </li>
        ))}
      </ul>
      <ListFooter query={q} shown={list.length} />
    </section>
  );
}
