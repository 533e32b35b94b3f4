import { Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { REGISTER_STEP_LABELS, registerStateSchema, type RegisterState } from '../../../schemas/resume';
import { TOP_LAYER_Z_INDEX } from '../constants';
import type { PopupRenderProps } from '../popups';
import { useApiQuery, useRuntime, useSession } from '../runtime';
import { ListStates } from '../ui/list-states';
import { useRegisterSkip } from '../data-hooks/use-resume';
import { RESUME_API, saveSection, toSaveData, useMyResume, useResumeRefresh } from './api';
import { resumeDraftKey } from './drafts';
import type { FormValues } from './fields';
import { SectionForm } from './section-form';
import { sectionValues } from './section-values';
import { contractErrors, sectionDef } from './sections';
import './resume.css';

/** The step 'experience' is filled with either of these sections. */
const EXPERIENCE_SECTIONS = [
  { key: 'work', text: '工作经历' },
  { key: 'education', text: '教育经历' },
] as const;

/** Steps the server lets the seeker skip (registerSkipInputSchema: only 'experience'). */
const SKIPPABLE = new Set(['experience']);

const topToast = (content: string) => Toast.show({ content, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties });

/**
 * The registration wizard of a new job seeker (spec §8: 13009 opens it). The
 * server's register state says which step is next (base info → expectation →
 * work or education → done); each step is a section form, and the step the
 * server allows to skip has 跳过. Confirms when the server says 'done'.
 */
export function ResumeRegisterWizard({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const rt = useRuntime();
  const { user } = useSession();
  const state = useApiQuery<RegisterState>(RESUME_API.registerSteps, {}, { enabled: user !== null, parse: (raw) => registerStateSchema.parse(raw) });
  const resume = useMyResume();
  const refresh = useResumeRefresh();
  const registerSkip = useRegisterSkip();
  const [experience, setExperience] = useState<'work' | 'education'>('work');
  const [busy, setBusy] = useState(false);
  if (!state.data || !resume.data) return <ListStates query={state.data ? resume : state} empty={false} errorTitle="加载失败" emptyTitle="" stateClassName="rm-resume-state" />;

  const steps = state.data.steps.filter((s) => s.key !== 'done');
  const stepKey = state.data.step;
  const at = Math.max(0, steps.findIndex((s) => s.key === stepKey));
  const finish = () => {
    topToast('简历创建成功');
    onDone();
  };
  /** After a save or skip: the server's state decides the next step. */
  const advance = async () => {
    await refresh();
    const next = await state.refetch();
    if (next.data?.step === 'done') finish();
  };
  if (stepKey === 'done') {
    return (
      <div className="rm-resume-sheet" data-testid="resume-register" data-step="done">
        <div className="rm-resume-state">简历已创建</div>
      </div>
    );
  }
  const section = stepKey === 'experience' ? experience : stepKey;
  const def = sectionDef(section)!;
  const save = async (values: FormValues) => {
    try {
      await saveSection(rt.api, section, toSaveData(section, values, { partTime: false, avatar: '' }));
      await advance();
      return true;
    } catch {
      return false;
    }
  };
  const skip = async () => {
    setBusy(true);
    try {
      await registerSkip.mutateAsync(stepKey);
      await advance();
    } catch {
      /* shown by the request wrapper */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rm-resume-sheet rm-resume-wizard" data-testid="resume-register" data-step={stepKey}>
      <div className="rm-resume-sheet__head">
        创建简历
        <button type="button" className="rm-resume-sheet__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="rm-resume-steps" aria-hidden>
        {steps.map((s, i) => (
          <span key={s.key} className={`rm-resume-steps__dot${i <= at ? ' rm-resume-steps__dot--done' : ''}`} />
        ))}
      </div>
      <div className="rm-resume-steps__text">
        <h2 className="rm-resume-steps__title">{REGISTER_STEP_LABELS[stepKey]}</h2>
        第 {at + 1} / {steps.length} 步{SKIPPABLE.has(stepKey) ? '，没有可填写的经历时可跳过' : ''}
      </div>
      {stepKey === 'experience' && (
        <div className="rm-resume-wizard__switch" role="tablist">
          {EXPERIENCE_SECTIONS.map((e) => (
            <button key={e.key} type="button" role="tab" aria-selected={experience === e.key} onClick={() => setExperience(e.key)}>
              {e.text}
            </button>
          ))}
        </div>
      )}
      <div className="rm-resume-sheet__body">
        <SectionForm
          key={section}
          specs={def.fields}
          initial={sectionValues(resume.data.doc, section)}
          draftKey={user ? resumeDraftKey(user.id, `register-${section}`) : null}
          {...(def.cross ? { cross: def.cross } : {})}
          contract={(v) => contractErrors(section, toSaveData(section, v, { partTime: false, avatar: '' }))}
          onSave={save}
          saveText={at >= steps.length - 1 ? '完成' : '下一步'}
          secondary={SKIPPABLE.has(stepKey) ? { text: busy ? '请稍候' : '跳过', onClick: () => void skip() } : undefined}
        />
      </div>
    </div>
  );
}

function ResumeRegisterPopup({ visible, confirm, cancel }: PopupRenderProps<Record<string, unknown>, unknown>) {
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ background: 'transparent' }}>
      {visible && <ResumeRegisterWizard onDone={() => confirm(true)} onClose={cancel} />}
    </Popup>
  );
}
export default ResumeRegisterPopup;
