import { Button, Dialog, Popup, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { MSG_UNSUPPORTED_FILE, uploadKindOf } from '../../../schemas/upload';
import { TOP_LAYER_Z_INDEX } from '../constants';
import { useRuntime } from '../runtime';
import { uploadErrorDialog, uploadFile, UploadError } from '../upload';
import { usePopups } from '../popups';
import { useSession } from '../runtime';
import { useAttachmentAnalyse, useAttachmentDelete, useAttachmentSave } from '../data-hooks/use-resume';
import { saveSection, toSaveData, useMyAttachments, useMyResume, useResumeRefresh } from './api';
import { resumeDraftKey, writeDraft } from './drafts';
import { sectionValues } from './section-values';
import { contractErrors } from './sections';
import { analysisSections, type ProposedSection } from './analysis';
import type { ResumeAttachment } from './model';
import './resume.css';

/** What the attachment input takes (spec issue 7: PDF, DOC/DOCX and images). */
const ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png,image/gif,image/webp,image/bmp';
/** Only these can be analysed (the server reads PDF with pdfjs and DOCX with mammoth). */
const ANALYSABLE = new Set(['pdf', 'docx']);

const sizeText = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`);
const top = { zIndex: TOP_LAYER_Z_INDEX };

/** The seeker's resume attachments: upload (the upload pipeline), list, delete, and analyse into the online resume. */
export function ResumeAttachments() {
  const rt = useRuntime();
  const q = useMyAttachments();
  const saveAttachment = useAttachmentSave();
  const deleteAttachment = useAttachmentDelete();
  const analyseAttachment = useAttachmentAnalyse();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [proposal, setProposal] = useState<{ from: string; sections: ProposedSection[] } | null>(null);
  const [analysing, setAnalysing] = useState<string | number | null>(null);
  const list = q.data?.list ?? [];

  async function upload(file: File) {
    setProgress(0);
    try {
      if (!uploadKindOf(file.type, file.name)) throw new UploadError(MSG_UNSUPPORTED_FILE);
      const up = await uploadFile(rt.api, file, { onProgress: setProgress });
      await saveAttachment.mutateAsync({ fileId: up.id, name: file.name });
      Toast.show({ content: up.speed ? '附件已上传（秒传）' : '附件已上传' });
    } catch (e) {
      // Envelope errors of the save were shown by the request wrapper; upload failures get the 'Error' dialog.
      if (e instanceof UploadError || !(e && typeof e === 'object' && 'code' in e)) {
        const { title, content } = uploadErrorDialog(e);
        await Dialog.alert({ title, content, confirmText: '知道了', style: top });
      }
    } finally {
      setProgress(null);
    }
  }

  async function remove(a: ResumeAttachment) {
    const ok = await Dialog.confirm({ title: '删除附件', content: `确定删除「${a.name}」吗？`, confirmText: '删除', cancelText: '取消', style: top });
    if (!ok) return;
    try {
      await deleteAttachment.mutateAsync(a.id);
      Toast.show({ content: '附件已删除' });
    } catch {
      /* shown by the request wrapper */
    }
  }

  async function analyse(a: ResumeAttachment) {
    setAnalysing(a.id);
    try {
      const sections = analysisSections(await analyseAttachment.mutateAsync(a.id));
      if (sections.length === 0) {
        Toast.show({ content: '未能从附件中识别出简历内容' });
        return;
      }
      setProposal({ from: a.name, sections });
    } catch {
      /* shown by the request wrapper */
    } finally {
      setAnalysing(null);
    }
  }

  return (
    <div className="rm-resume-attach" data-testid="resume-attachments">
      {q.isError && <p className="rm-resume-attach__empty">附件加载失败</p>}
      {q.isSuccess && list.length === 0 && <p className="rm-resume-attach__empty">上传 PDF、Word 或图片格式的简历附件，投递时可一并发送</p>}
      <ul className="rm-resume-attach__list">
        {list.map((a) => (
          <li key={a.id} className="rm-resume-attach__item" data-testid="attachment-item">
            <span className="rm-resume-attach__kind" data-kind={a.suffix}>
              {a.suffix.toUpperCase() || '文件'}
            </span>
            <a className="rm-resume-attach__name" href={a.url} target="_blank" rel="noopener noreferrer">
              {a.name}
              <small>{sizeText(a.size)}</small>
            </a>
            {ANALYSABLE.has(a.suffix.toLowerCase()) && (
              <button type="button" onClick={() => void analyse(a)} disabled={analysing !== null}>
                {analysing === a.id ? '解析中…' : '解析'}
              </button>
            )}
            <button type="button" className="rm-resume-attach__delete" onClick={() => void remove(a)} aria-label={`删除${a.name}`}>
              删除
            </button>
          </li>
        ))}
      </ul>
      <Button block fill="outline" color="primary" loading={progress !== null} loadingText={progress === null ? undefined : `上传中 ${Math.round(progress * 100)}%`} onClick={() => input.current?.click()}>
        上传附件简历
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="attachment-input"
        onChange={(e) => {
          const f = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (f) void upload(f);
        }}
      />
      <AnalysisReview proposal={proposal} onClose={() => setProposal(null)} />
    </div>
  );
}

/** The resume the analysis proposes, section by section, each accepted (saved) or skipped. */
function AnalysisReview({ proposal, onClose }: { proposal: { from: string; sections: ProposedSection[] } | null; onClose: () => void }) {
  const rt = useRuntime();
  const popups = usePopups();
  const { user } = useSession();
  const resume = useMyResume();
  const refresh = useResumeRefresh();
  const [done, setDone] = useState<Record<string, 'accepted' | 'skipped'>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [aside, setAside] = useState(false);
  const sections = proposal?.sections ?? [];
  const left = sections.filter((s) => !done[s.id]);

  /**
   * Saves each proposed item. Base info merges into what is saved already; an
   * item the contract would refuse (a degree not found, no birthday yet…)
   * becomes that section form's draft and the form opens to finish it.
   */
  async function accept(s: ProposedSection) {
    setBusy(s.id);
    try {
      const doc = resume.data?.doc;
      const avatar = doc?.base.avatar ?? '';
      for (const item of s.items) {
        const values = s.key === 'base' ? { ...sectionValues(doc, 'base'), ...item } : { ...sectionValues(undefined, s.key), ...item };
        const errors = contractErrors(s.key, toSaveData(s.key, values, { avatar }));
        if (Object.keys(errors).length > 0 && user) {
          writeDraft(rt.storage, resumeDraftKey(user.id, s.key, null), values);
          // The review steps aside while the form finishes the item, and comes back after.
          setAside(true);
          const r = await popups.open('resume-form', { key: s.key });
          setAside(false);
          if (r.confirmed) setDone((d) => ({ ...d, [s.id]: 'accepted' }));
          return;
        }
        await saveSection(rt.api, s.key, toSaveData(s.key, values, { avatar }));
      }
      await refresh();
      setDone((d) => ({ ...d, [s.id]: 'accepted' }));
    } catch {
      /* shown by the request wrapper */
    } finally {
      setBusy(null);
    }
  }

  return (
    <Popup visible={proposal !== null && !aside} onMaskClick={onClose} style={{ '--z-index': String(TOP_LAYER_Z_INDEX - 10) } as React.CSSProperties} bodyStyle={{ background: 'transparent' }}>
      <div className="rm-resume-sheet" data-testid="analysis-review">
        <div className="rm-resume-sheet__head">
          解析结果
          <button type="button" className="rm-resume-sheet__close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="rm-resume-sheet__hint">从「{proposal?.from}」识别出以下内容，逐项确认后写入在线简历</div>
        <div className="rm-resume-sheet__body">
          {sections.map((s) => (
            <section key={s.id} className="rm-resume-proposal" data-testid="analysis-section" data-section={s.key} aria-label={s.title}>
              <header>
                <h4>{s.title}</h4>
                {done[s.id] === 'accepted' && <span className="rm-resume-proposal__state">已采用</span>}
                {done[s.id] === 'skipped' && <span className="rm-resume-proposal__state rm-resume-proposal__state--off">已跳过</span>}
              </header>
              <ul>
                {s.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
              {!done[s.id] && (
                <div className="rm-resume-proposal__actions">
                  <Button size="small" onClick={() => setDone((d) => ({ ...d, [s.id]: 'skipped' }))} disabled={busy !== null}>
                    跳过
                  </Button>
                  <Button size="small" color="primary" loading={busy === s.id} disabled={busy !== null && busy !== s.id} onClick={() => void accept(s)}>
                    采用
                  </Button>
                </div>
              )}
            </section>
          ))}
        </div>
        <div className="rm-resume-form__actions">
          <Button block color="primary" onClick={onClose}>
            {left.length === 0 ? '完成' : '稍后再说'}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
