import { Button, Radio, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { SEND_NOTE_MAX, type SendResumeItem } from '../../../schemas/job-send';
import { showTopToast } from '../popups/built-in/common';
import { useAttachmentChoices } from '../data-hooks/use-resume';
import { usePopups } from '../popups/host';
import { useRuntime } from '../runtime';
import { submitApplication } from './apply';
import './job-send.css';

const sizeText = (n?: number) => (n === undefined ? '' : n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export interface ResumeChooserProps {
  jobId: number;
  /** The job's title, shown above the choice. */
  title: string;
  liveId?: number | undefined;
  /** The career fair or talk whose page the application came from. */
  eventId?: number | undefined;
  /** Called with the application once sendResume accepted it. */
  onDone(item: SendResumeItem): void;
}

/**
 * Choose the online resume or an attachment, add a note, send. Used by the
 * 'job-submit-resume' popup and by /resume/submit?jobId= (spec §2 pages).
 */
export function ResumeChooser({ jobId, title, liveId, eventId, onDone }: ResumeChooserProps) {
  const { api } = useRuntime();
  const popups = usePopups();
  const attachments = useAttachmentChoices();
  const [choice, setChoice] = useState('online');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  async function send() {
    setBusy(true);
    try {
      const attachmentId = choice === 'online' ? undefined : Number(choice);
      const item = await submitApplication(
        { api, popups, toast: showTopToast },
        { id: jobId, note, resumeKind: attachmentId === undefined ? 0 : 1, ...(attachmentId === undefined ? {} : { attachmentId }), ...(liveId === undefined ? {} : { liveId }), ...(eventId === undefined ? {} : { eventId }) },
      );
      if (item) onDone(item);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="rm-send-chooser">
      <p className="rm-send-chooser__job">
        投递职位：<strong>{title}</strong>
      </p>
      <h3 className="rm-send-chooser__label">选择简历</h3>
      <Radio.Group value={choice} onChange={(v) => setChoice(String(v))}>
        <div className="rm-send-chooser__options">
          <Radio value="online" className="rm-send-chooser__option">
            <span className="rm-send-chooser__name">在线简历</span>
            <span className="rm-send-chooser__hint">招聘者将看到你的完整在线简历</span>
          </Radio>
          {(attachments.data ?? []).map((a) => (
            <Radio key={a.id} value={String(a.id)} className="rm-send-chooser__option">
              <span className="rm-send-chooser__name">{a.name}</span>
              <span className="rm-send-chooser__hint">附件简历 {sizeText(a.size)}</span>
            </Radio>
          ))}
          {attachments.isSuccess && attachments.data.length === 0 && <p className="rm-send-chooser__empty">暂无附件简历，可在“我的简历”中上传</p>}
        </div>
      </Radio.Group>
      <label className="rm-send-chooser__label" htmlFor={noteId}>
        附言（选填）
      </label>
      <TextArea
        id={noteId}
        className="rm-send-chooser__note"
        placeholder="向招聘者简单介绍自己，例如到岗时间、期望薪资"
        value={note}
        onChange={setNote}
        maxLength={SEND_NOTE_MAX}
        showCount
        rows={3}
      />
      <Button block color="primary" size="large" loading={busy} onClick={() => void send()} className="rm-send-chooser__submit">
        确认投递
      </Button>
    </div>
  );
}
