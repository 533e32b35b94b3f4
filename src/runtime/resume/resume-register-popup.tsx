import { Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { TOP_LAYER_Z_INDEX } from '../constants';
import type { PopupRenderProps } from '../popups';
import { useApiQuery, useRuntime, useSession } from '../runtime';
import { ListStates } from '../ui/list-states';
import { RESUME_API, saveSection, useMyResume, useResumeRefresh } from './api';
import { resumeDraftKey } from './drafts';
import type { FormValues } from './fields';
import { SectionForm } from './section-form';
import { sectionValues } from './section-values';
import { sectionDef } from './sections';
import './resume.css';

/** One step of the registration wizard as the server gives it. */
export interface RegisterStep {
  key: string;
  title: string;
  /** The server allows going on without it. */
  skippable: boolean;
}

/** The steps when the server gives none in a shape we know: base info required, the rest skippable. */
export const FALLBACK_STEPS: readonly RegisterStep[] = [
  { key: 'base', title: '基本信息', skippable: false },
  { key: 'expect', title: '求职意向', skippable: false },
  { key: 'education', title: '教育经历', skippable: true },
  { key: 'work', title: '工作经历', skippable: true },
];

/** The register steps answer as a list of steps whose forms we know. */
export function parseRegisterSteps(raw: unknown): RegisterStep[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { steps?: unknown }).steps) ? (raw as { steps: unknown[] }).steps : null;
  if (!list) return [...FALLBACK_STEPS];
  const steps = list.flatMap((s): RegisterStep[] => {
    if (!s || typeof s !== 'object') return [];
    const o = s as Record<string, unknown>;
    const key = typeof o.key === 'string' ? o.key : '';
    const def = sectionDef(key);
    if (!def) return [];
    const skippable = o.skippable === true || o.skip === true || o.required === false;
    return [{ key, title: typeof o.title === 'string' && o.title ? o.title : def.title, skippable }];
  });
  return steps.length > 0 ? steps : [...FALLBACK_STEPS];
}

const topToast = (content: string) => Toast.show({ content, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties });

/**
 * The registration wizard of a new job seeker (spec §8: 13009 opens it): the
 * server's register steps one by one, each a section form; a step the server
 * allows to skip has 跳过. Confirms when the last step is done.
 */
export function ResumeRegisterWizard({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const rt = useRuntime();
  const { user } = useSession();
  const steps = useApiQuery<RegisterStep[]>(RESUME_API.registerSteps, {}, { enabled: user !== null, parse: parseRegisterSteps, silent: true });
  const resume = useMyResume();
  const refresh = useResumeRefresh();
  const [at, setAt] = useState(0);
  // A failed steps call still lets the seeker make a resume, with the default steps.
  const list = steps.data ?? (steps.isError ? [...FALLBACK_STEPS] : null);
  if (!list) return <ListStates query={steps} empty={false} errorTitle="" emptyTitle="" stateClassName="rm-resume-state" />;
  const step = list[Math.min(at, list.length - 1)]!;
  const def = sectionDef(step.key)!;
  const last = at >= list.length - 1;

  const advance = async () => {
    if (!last) return setAt(at + 1);
    await refresh();
    topToast('简历创建成功');
    onDone();
  };
  const save = async (values: FormValues) => {
    try {
      await saveSection(rt.api, step.key, step.key === 'expect' ? { ...values, partTime: false } : values);
      await advance();
      return true;
    } catch {
      return false;
    }
  };
  const skip = async () => {
    try {
      await rt.api.request(RESUME_API.registerSkip, { key: step.key });
    } catch {
      return;
    }
    await advance();
  };

  return (
    <div className="rm-resume-sheet rm-resume-wizard" data-testid="resume-register" data-step={step.key}>
      <div className="rm-resume-sheet__head">
        创建简历
        <button type="button" className="rm-resume-sheet__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="rm-resume-steps" aria-hidden>
        {list.map((s, i) => (
          <span key={s.key} className={`rm-resume-steps__dot${i <= at ? ' rm-resume-steps__dot--done' : ''}`} />
        ))}
      </div>
      <div className="rm-resume-steps__text">
        <h2 className="rm-resume-steps__title">{step.title}</h2>
        第 {at + 1} / {list.length} 步{step.skippable ? '，可跳过' : ''}
      </div>
      <div className="rm-resume-sheet__body">
        <SectionForm
          key={step.key}
          specs={def.fields}
          initial={sectionValues(resume.data?.doc, step.key)}
          draftKey={user ? resumeDraftKey(user.id, `register-${step.key}`) : null}
          {...(def.cross ? { cross: def.cross } : {})}
          onSave={save}
          saveText={last ? '完成' : '下一步'}
          secondary={step.skippable ? { text: '跳过', onClick: () => void skip() } : undefined}
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
