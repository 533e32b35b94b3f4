import { Button, DotLoading } from 'antd-mobile';
import { MONEY_PATHS, vipStateSchema } from '../../../schemas/money';
import { RESUME_PATHS, resumeViewersResultSchema } from '../../../schemas/resume';
import { PATH_PAYMENT_SUPPLEMENT, STORAGE_KEY_PAYMENT_RETURN } from '../../runtime/constants';
import { relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { ResumeViewersProps } from './schema';
import './resume-viewers.css';

/**
 * Who viewed my resume. A seeker with an active VIP sees the recruiters who
 * opened it, with their company, last view first; without VIP the screen
 * offers the VIP checkout and comes back here after paying.
 */
export function ResumeViewers(props: WidgetRenderProps<ResumeViewersProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const vip = useApiQuery(MONEY_PATHS.vipFindMe, {}, { enabled: Boolean(user), parse: (r) => vipStateSchema.parse(r) });
  if (!user) return <LoginPrompt host={props.host} text="登录后查看谁看过你" button="去登录" />;
  if (!vip.data) return <div className="w-rv__state">{vip.isError ? '加载失败，请稍后再试' : <DotLoading />}</div>;
  if (!vip.data.active) {
    const open = () => {
      rt.storage.set(STORAGE_KEY_PAYMENT_RETURN, window.location.pathname + window.location.search);
      rt.navigator.navigate?.(`${PATH_PAYMENT_SUPPLEMENT}?key=vip`);
    };
    return (
      <section className="w-rv w-rv--locked" aria-label="谁看过我">
        <strong className="w-rv__lock-title">谁看过我 · VIP 特权</strong>
        <p className="w-rv__lock-text">{vip.data.suspended ? '会员已暂停，恢复会员后即可查看' : props.lockedText}</p>
        {!vip.data.suspended && (
          <Button color="warning" shape="rounded" onClick={open}>
            开通会员
          </Button>
        )}
      </section>
    );
  }
  return <ViewerList {...props} />;
}

function ViewerList(props: WidgetRenderProps<ResumeViewersProps>) {
  const q = useApiPages(RESUME_PATHS.viewersFind, { limit: props.limit }, (raw) => resumeViewersResultSchema.parse(raw));
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="w-rv" aria-label="谁看过我">
      <p className="w-rv__intro">
        {props.intro}
        {q.data && <b> · 共 {q.data.pages[0]?.total ?? 0} 位</b>}
      </p>
      <ListStates query={q} empty={items.length === 0} errorTitle="加载失败" emptyTitle="还没有招聘者看过" emptyDescription="完善并刷新简历，能让更多招聘者看到你" stateClassName="w-rv__state" />
      <ul className="w-rv__list">
        {items.map((v, i) => (
          <li key={`${v.viewedAt}-${i}`} className="w-rv__item" data-testid="resume-viewer">
            <button
              type="button"
              className="w-rv__main"
              onClick={() => v.companyId !== null && props.host?.runLink({ type: 'navigate', path: `/company/${v.companyId}` })}
            >
              <Avatar src={v.avatar} name={v.name} size={44} />
              <span className="w-rv__text">
                <span className="w-rv__name">{v.name || '招聘者'}</span>
                {v.companyName && <span className="w-rv__sub">{v.companyName}</span>}
                <span className="w-rv__what">看过你的简历</span>
              </span>
              <time className="w-rv__time" dateTime={v.viewedAt}>
                {relativeTime(v.viewedAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      <ListFooter query={q} shown={items.length} />
    </section>
  );
}
