import { Button } from 'antd-mobile';
import { useState } from 'react';
import { sendGetResultSchema } from '../../../schemas/job-send';
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

/**
 * Fixed to the bottom of a job's page. 投递简历 runs the application flow
 * (login, submit-before, the dialog of the job's type); 已投递 once this
 * seeker has an open application. 沟通 goes to the chat with the recruiter.
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
        {props.showChat && (
          <Button className="w-apply-bar__chat" fill="outline" color="primary" onClick={chat}>
            {props.chatText}
          </Button>
        )}
        <Button className="w-apply-bar__apply" color="primary" loading={busy} disabled={applied || closed} onClick={() => void apply()}>
          {closed ? props.closedText : applied ? props.appliedText : props.applyText}
        </Button>
      </div>
    </>
  );
}
