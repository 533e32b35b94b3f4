import { Button, NavBar, Popup } from 'antd-mobile';
import { useCallback } from 'react';
import { z } from 'zod';
import { sendResumeItemSchema, type SendResumeItem } from '../../../schemas/job-send';
import { POPUP_JOB_SELECT_RESULT, POPUP_JOB_SUBMIT_FORM, POPUP_JOB_SUBMIT_RESUME, POPUP_LIVE_JOB_SEND } from '../../runtime/constants';
import type { FormValues } from '../../runtime/forms';
import { submitApplication } from '../../runtime/job-send/apply';
import { ResumeChooser } from '../../runtime/job-send/resume-chooser';
import { showTopToast, usePopups, type PopupManager, type PopupRenderProps } from '../../runtime/popups';
import { withParsedProps } from '../../runtime/popups/built-in/common';
import { useRuntime } from '../../runtime/runtime';
import { DEFAULT_FORM_PAGE, FormPage } from '../design/form-route';
import { APPLY_POPUPS, type ApplyPopupKey } from './apply-popup-keys';
import './apply-popups.css';

const jobPropsSchema = z.object({
  jobId: z.number().int().positive(),
  title: z.string().max(100).default(''),
  liveId: z.number().int().positive().optional(),
  /** The career fair or talk whose page the application came from. */
  eventId: z.number().int().positive().optional(),
});

/** 'job-submit-resume' (spec §2): choose the online resume or an attachment, add a note, send; confirms with the application. */
function SubmitResumeView({ props, visible, confirm, cancel }: PopupRenderProps<z.output<typeof jobPropsSchema>, SendResumeItem>) {
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} showCloseButton onClose={cancel} bodyClassName="rm-apply-sheet">
      <div role="dialog" aria-label="投递简历">
        <h2 className="rm-apply-sheet__title">投递简历</h2>
        <ResumeChooser jobId={props.jobId} title={props.title} liveId={props.liveId} eventId={props.eventId} onDone={confirm} />
      </div>
    </Popup>
  );
}

const livePropsSchema = jobPropsSchema.extend({ liveId: z.number().int().positive() });

/** 'live job-send form' (spec §2): applying from a live room; the application is recorded with the live (model 'live'). */
function LiveJobSendView({ props, visible, confirm, cancel }: PopupRenderProps<z.output<typeof livePropsSchema>, SendResumeItem>) {
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} showCloseButton onClose={cancel} bodyClassName="rm-apply-sheet">
      <div role="dialog" aria-label="直播投递">
        <h2 className="rm-apply-sheet__title">直播投递</h2>
        <ResumeChooser jobId={props.jobId} title={props.title} liveId={props.liveId} onDone={confirm} />
      </div>
    </Popup>
  );
}

const formPropsSchema = jobPropsSchema.extend({
  /** The design page of the sign-up form (sendGet data.form.page). */
  page: z.string().regex(/^[\w-]{1,64}$/).default(DEFAULT_FORM_PAGE),
  formTitle: z.string().max(30).default('报名信息'),
});

/** 'job-submit-form' (spec §2): the job's sign-up form, a design form; its values are sent with sendResume. */
function SubmitFormView({ props, visible, confirm, cancel }: PopupRenderProps<z.output<typeof formPropsSchema>, SendResumeItem>) {
  const { api } = useRuntime();
  const popups = usePopups();
  const { jobId, liveId, eventId } = props;
  const complete = useCallback(
    async (values: FormValues) => {
      const item = await submitApplication({ api, popups, toast: showTopToast }, { id: jobId, form: values, ...(liveId === undefined ? {} : { liveId }), ...(eventId === undefined ? {} : { eventId }) });
      if (!item) return false;
      confirm(item);
      return true;
    },
    [api, popups, jobId, liveId, eventId, confirm],
  );
  return (
    <Popup getContainer={null} visible={visible} position="right" onMaskClick={cancel} bodyStyle={{ width: '100vw', maxWidth: 480, height: '100%', overflowY: 'auto', background: 'var(--rm-bg)' }}>
      <div className="design-form-popup" role="dialog" aria-label={props.formTitle}>
        <NavBar onBack={cancel} style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }}>
          {props.formTitle}
        </NavBar>
        {props.title && <p className="rm-apply-form__job">报名职位：{props.title}</p>}
        <FormPage page={props.page} onComplete={complete} inPopup />
      </div>
    </Popup>
  );
}

const resultPropsSchema = z.object({ items: z.array(sendResumeItemSchema).max(50) });

/** 'job-select-result' (spec §2): the outcome of applying to several jobs at once. */
function SelectResultView({ props, visible, confirm, cancel }: PopupRenderProps<z.output<typeof resultPropsSchema>, null>) {
  const done = props.items.filter((i) => i.status !== undefined).length;
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyClassName="rm-apply-sheet">
      <div role="dialog" aria-label="投递结果">
        <h2 className="rm-apply-sheet__title">投递结果</h2>
        <p className="rm-apply-result__sum">
          成功投递 {done} 个职位{done < props.items.length ? `，${props.items.length - done} 个未投递` : ''}
        </p>
        <ul className="rm-apply-result">
          {props.items.map((i) => (
            <li key={i.id} className="rm-apply-result__item">
              <span className="rm-apply-result__title">{i.title || `职位 ${i.id}`}</span>
              <span className={i.status === undefined ? 'rm-apply-result__msg rm-apply-result__msg--fail' : 'rm-apply-result__msg'}>{i.message}</span>
            </li>
          ))}
        </ul>
        <div style={{ padding: '0 16px 16px' }}>
          <Button block color="primary" onClick={() => confirm(null)}>
            知道了
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** Registers the application flow's popups (spec §2: job submit resume, job submit form, job select result, live job-send form). */
export function registerApplyPopups(popups: Pick<PopupManager, 'register'>): void {
  // Keyed by the list's type: a key of APPLY_POPUPS without a view here, or a view without a key, does not compile.
  const views: { readonly [K in ApplyPopupKey]: () => void } = {
    [POPUP_JOB_SUBMIT_RESUME]: () => popups.register(POPUP_JOB_SUBMIT_RESUME, withParsedProps(POPUP_JOB_SUBMIT_RESUME, jobPropsSchema, SubmitResumeView)),
    [POPUP_JOB_SUBMIT_FORM]: () => popups.register(POPUP_JOB_SUBMIT_FORM, withParsedProps(POPUP_JOB_SUBMIT_FORM, formPropsSchema, SubmitFormView)),
    [POPUP_JOB_SELECT_RESULT]: () => popups.register(POPUP_JOB_SELECT_RESULT, withParsedProps(POPUP_JOB_SELECT_RESULT, resultPropsSchema, SelectResultView)),
    [POPUP_LIVE_JOB_SEND]: () => popups.register(POPUP_LIVE_JOB_SEND, withParsedProps(POPUP_LIVE_JOB_SEND, livePropsSchema, LiveJobSendView)),
  };
  for (const key of APPLY_POPUPS) views[key]();
}
