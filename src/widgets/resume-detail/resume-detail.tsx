import { Button, Space } from 'antd-mobile';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import type { WidgetRenderProps } from '../../runtime/registry';
import { CONTACT_HINTS, useResumeDetail } from '../../runtime/resume/detail';
import { ResumeDocument } from '../../runtime/resume/document';
import { useResumeContactUnlock } from '../../runtime/data-hooks/use-money';
import { useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { ResumeDetailProps } from './schema';
import './resume-detail.css';

/** The seeker's user id of /resume/:id (contract 1), when the props give none. */
function routeId(): number | null {
  if (typeof window === 'undefined') return null;
  const m = /\/resume\/(\d+)(?:$|[/?#])/.exec(window.location.pathname);
  return m ? Number(m[1]) : null;
}

/**
 * A seeker's resume as a recruiter opens it (/resume/:id, id = the seeker's
 * user id): the contact details come masked from the server until the seeker
 * accepts an exchange or applied to one of the recruiter's jobs, with the
 * reason shown; 沟通 opens the conversation with the seeker (contract 4).
 */
export function ResumeDetail(props: WidgetRenderProps<ResumeDetailProps>) {
  const { user } = useSession();
  const id = props.id ?? routeId();
  const q = useResumeDetail(id, user !== null);
  const contactUnlock = useResumeContactUnlock();
  const unlocking = contactUnlock.isPending;
  if (!user) return <LoginPrompt host={props.host} text="登录后查看简历" button="去登录" link={{ type: 'login', params: { role: 1 } }} />;
  if (id === null) return <div className="rm-resume-state">简历不存在</div>;
  if (!q.data) {
    return <ListStates query={q} empty={false} errorTitle="简历不存在或已隐藏" errorDescription="该简历可能已被删除或对你隐藏" emptyTitle="" stateClassName="rm-resume-state" />;
  }
  const d = q.data;
  const self = user.id === id;

  /** Spends one contact right on this resume; none left → 14550 and the checkout, then back here. */
  async function unlock() {
    if (id === null || unlocking) return;
    try {
      await contactUnlock.mutateAsync(id);
    } catch {
      // 14550 goes to the checkout; anything else is shown by the request wrapper.
    }
  }
  return (
    <div className="w-resume-detail">
      <ResumeDocument resume={d.doc} labels={d.labels} contactHint={self ? null : CONTACT_HINTS[d.reason]} />
      {d.applications.length > 0 && (
        <section className="w-resume-detail__apps" aria-label="投递记录">
          <h3>投递了你的职位</h3>
          {d.applications.map((a) => (
            <div key={a.id} className="w-resume-detail__app">
              {a.jobTitle}
              <time dateTime={a.createdAt}>{a.createdAt.slice(0, 10)}</time>
            </div>
          ))}
        </section>
      )}
      {!self && user.role !== ROLE_SEEKER && (
        <div className="w-resume-detail__bar">
          <Space block direction="horizontal" className="w-resume-detail__actions">
            {!d.contactVisible && (
              <Button block fill="outline" color="primary" loading={unlocking} onClick={() => void unlock()}>
                查看联系方式
              </Button>
            )}
            <Button block color="primary" onClick={() => props.host?.runLink({ type: 'navigate', path: paths.chat.href({ userId: id }) })}>
              {props.chatText}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
