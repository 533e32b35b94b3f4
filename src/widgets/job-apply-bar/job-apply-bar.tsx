import { Button } from 'antd-mobile';
import { useState } from 'react';
import { jobDetailSchema } from '../../../schemas/job';
import { APPLY_TYPE_UNSUPPORTED, sendGetResultSchema } from '../../../schemas/job-send';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { ApiRequestError } from '../../runtime/api/client';
import { CODE_BAD_REQUEST, PATH_CHAT } from '../../runtime/constants';
import { runApplyFlow } from '../../runtime/job-send/apply';
import { useRouteNumber } from '../../runtime/job-send/route';
import { showTopToast, usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import type { JobApplyBarProps } from './schema';
import './job-apply-bar.css';

const SEND_GET = '/api-user/job/sendGet';
const JOB_GET = '/api-user/job/get';
/** A job that takes no online applications (apply mode 2) says so where the apply button would be. */
export const MSG_NO_ONLINE_APPLY = '该职位不接受在线投递';

/**
 * Fixed to the bottom of a job's page. 投递简历 runs the application flow
 * (login, submit-before, the dialog of the job's type); 已投递 once this
 * seeker has an open application. 沟通 goes to the chat with the recruiter.
 * A job that takes no online applications (mode 2, from the job itself, so a
 * visitor sees it too) says so and offers the chat as the way to apply.
 */
export function JobApplyBar(props: WidgetRenderProps<JobApplyBarProps>) {
  const rt = useRuntime();
  const popups = usePopups();
  const { user } = useSession();
  const routeId = useRouteNumber('id');
  const jobId = props.jobId ?? routeId;
  const [busy, setBusy] = useState(false);
  const seeker = user !== null && user.role === ROLE_SEEKER;
  // Silent: a closed job must not greet the reader with a modal; the tap will say why.
  const before = useApiQuery(SEND_GET, { id: jobId }, { enabled: seeker && jobId !== null, silent: true, parse: (raw) => sendGetResultSchema.parse(raw) });
  const applied = seeker && before.data?.applied === true;
  // A job that stopped hiring says so on the button instead of after a tap.
  const closed = seeker && before.error instanceof ApiRequestError && before.error.code === CODE_BAD_REQUEST;
  // The job page's own query (one request with the job-detail widget beside it).
  const job = useApiQuery(JOB_GET, { id: jobId }, { enabled: jobId !== null, silent: true, parse: (raw) => jobDetailSchema.parse(raw) });
  const offline = !applied && !closed && (before.data?.type ?? job.data?.applyMode) === APPLY_TYPE_UNSUPPORTED;

  if (jobId === null) return null;

  async function apply() {
    if (jobId === null) return;
    setBusy(true);
    try {
      await runApplyFlow(
        {
          api: rt.api,
          popups,
          session: rt.session,
          toast: showTopToast,
          navigate: (path) => props.host?.runLink({ type: 'navigate', path }),
        },
        jobId,
      );
    } finally {
      setBusy(false);
      await rt.queryClient.invalidateQueries({ queryKey: [SEND_GET] });
    }
  }

  function chat() {
    props.host?.runLink({ type: 'login', params: { role: ROLE_SEEKER }, resLink: { type: 'navigate', path: PATH_CHAT, params: { jobId } } });
  }

  return (
    <>
      <div className="w-apply-bar__space" aria-hidden />
      <div className="w-apply-bar" data-testid="job-apply-bar">
        {offline ? (
          <>
            <p className="w-apply-bar__note">
              {MSG_NO_ONLINE_APPLY}
              {props.showChat ? '，请与招聘者沟通' : ''}
            </p>
            {props.showChat && (
              <Button className="w-apply-bar__apply" color="primary" onClick={chat}>
                {props.chatText}
              </Button>
            )}
          </>
        ) : (
          <>
            {props.showChat && (
              <Button className="w-apply-bar__chat" fill="outline" color="primary" onClick={chat}>
                {props.chatText}
              </Button>
            )}
            <Button className="w-apply-bar__apply" color="primary" loading={busy} disabled={applied || closed} onClick={() => void apply()}>
              {closed ? props.closedText : applied ? props.appliedText : props.applyText}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
