import { Button } from 'antd-mobile';
import { INTERVIEW_PATHS, INTERVIEW_STATE, INTERVIEW_TYPE, INTERVIEW_TYPE_TEXT, interviewPageSchema, type Interview } from '../../../schemas/interview';
import { useDesignData } from '../../runtime/design/renderer';
import { paths } from '../../runtime/paths';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { clock } from './call-session';
import { InterviewCall } from './interview-call';
import type { VideoInterviewProps } from './schema';
import './video-interview.css';
import { formatDate } from '../../../schemas/date-format';

/** Where the call of an interview is. */

const when = (ms: number) => formatDate(ms, 'M月D日 HH:mm');

function useRouteId(given: number): number {
  const { route } = useDesignData() as { route?: { params?: Record<string, string | undefined> } };
  if (given > 0) return given;
  const raw = route?.params?.id ?? '';
  return /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

function InterviewCard({ iv, enter }: { iv: Interview; enter: () => void }) {
  const open = iv.status === INTERVIEW_STATE.scheduled || iv.status === INTERVIEW_STATE.inCall;
  return (
    <article className={`w-interview${open ? '' : ' w-interview--past'}`} data-testid="interview" aria-label={`${INTERVIEW_TYPE_TEXT[iv.type]} ${iv.peer.name}`}>
      <div className="w-interview__head">
        <span className={`w-interview__type w-interview__type--${iv.type}`}>{INTERVIEW_TYPE_TEXT[iv.type]}</span>
        <span className={`w-interview__status w-interview__status--${iv.status}`}>{iv.statusText}</span>
      </div>
      <div className="w-interview__peer">
        <b>{iv.peer.name}</b>
        {iv.peer.companyName && <span>{iv.peer.companyName}</span>}
      </div>
      {iv.jobTitle && <p className="w-interview__meta">面试职位：{iv.jobTitle}</p>}
      <p className="w-interview__meta">
        时间：{when(iv.startAt)}
        {iv.type === INTERVIEW_TYPE.video ? ` · ${iv.videoMinute} 分钟` : ''}
      </p>
      {iv.type === INTERVIEW_TYPE.onSite && <p className="w-interview__meta">地点：{iv.address}</p>}
      {iv.note && <p className="w-interview__meta">备注：{iv.note}</p>}
      {iv.status === INTERVIEW_STATE.ended && (
        <p className="w-interview__meta" data-testid="interview-duration">
          通话时长：{clock(iv.durationSec)}
        </p>
      )}
      {iv.canJoin ? (
        <Button block color="primary" size="small" className="w-interview__enter" onClick={enter}>
          进入面试
        </Button>
      ) : (
        open && iv.type === INTERVIEW_TYPE.video && <p className="w-interview__hint">开始前 10 分钟可进入面试</p>
      )}
    </article>
  );
}

function InterviewList({ host }: { host: WidgetRenderProps<VideoInterviewProps>['host'] }) {
  const q = useApiQuery(INTERVIEW_PATHS.find, { page: 1, limit: 50 }, { parse: (raw) => interviewPageSchema.parse(raw) });
  const list = q.data?.list ?? [];
  return (
    <div className="w-interviews">
      <ListStates query={q} empty={list.length === 0} errorTitle="面试加载失败" emptyTitle="暂无面试" emptyDescription="招聘方安排的面试会出现在这里" stateClassName="w-interviews__state" />
      {list.map((iv) => (
        <InterviewCard key={iv.id} iv={iv} enter={() => host?.runLink({ type: 'navigate', path: paths.interviewCall.href(iv.id) })} />
      ))}
    </div>
  );
}

/** 视频面试: one interview's call (view 'call') or the list of my interviews (view 'list'). */
export function VideoInterview(props: WidgetRenderProps<VideoInterviewProps>) {
  const { user } = useSession();
  const id = useRouteId(props.id);
  if (!user) return <LoginPrompt host={props.host} text="登录后查看面试" button="登录" />;
  if (props.view === 'list') return <InterviewList host={props.host} />;
  if (!id) return <p className="w-interviews__state">面试不存在</p>;
  return <InterviewCall interviewId={id} onBack={() => props.host?.runLink({ type: 'navigate', path: paths.myInterviews.href() })} />;
}
