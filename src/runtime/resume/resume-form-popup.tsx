import { Popup, Toast } from 'antd-mobile';
import { z } from 'zod';
import { TOP_LAYER_Z_INDEX } from '../constants';
import { usePopups, type PopupRenderProps } from '../popups';
import { useRuntime, useSession } from '../runtime';
import { ListStates } from '../ui/list-states';
import { deleteItem, saveSection, toSaveData, useMyResume, useResumeRefresh } from './api';
import { resumeDraftKey } from './drafts';
import type { FormValues } from './fields';
import { nextStepOf } from './next-step';
import { SectionForm } from './section-form';
import { sectionValues } from './section-values';
import { contractErrors, sectionDef } from './sections';
import './resume.css';

/** Props of the 'resume-form' popup: which section, and which item of a list section (none: a new one). */
export const resumeFormPropsSchema = z.object({
  /** Section key (base, expect, work, education, project, skill, certificate, language, intro); absent: the next missing one. */
  key: z.string().min(1).max(20).optional(),
  /** The item to edit; absent for a new item. */
  id: z.union([z.string(), z.number()]).nullable().optional(),
  /** expect: a part-time expectation. */
  partTime: z.boolean().optional(),
  /** Title over the form (default: the section's). */
  title: z.string().max(30).optional(),
});
export type ResumeFormProps = z.infer<typeof resumeFormPropsSchema>;

/** A 'resume' next step for the first required section still missing after a save (other than the one just saved). */
function nextRequired(res: unknown, saved: string): { step: string; props: Record<string, unknown> } | null {
  const missing = (res as { completeness?: { missing?: { key?: unknown; required?: unknown }[] } } | null)?.completeness?.missing;
  const hit = Array.isArray(missing) ? missing.find((m) => m.required === true && typeof m.key === 'string' && m.key !== saved && sectionDef(m.key)) : undefined;
  return hit ? { step: 'resume', props: {} } : null;
}

const topToast = (content: string) => Toast.show({ content, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties });

/** The section form inside a sheet: saves, refreshes every resume view, follows a 'resume' next step. */
export function ResumeSectionSheet({ props, onDone, onClose }: { props: ResumeFormProps; onDone: (saved: unknown) => void; onClose: () => void }) {
  const rt = useRuntime();
  const popups = usePopups();
  const { user } = useSession();
  const resume = useMyResume();
  const refresh = useResumeRefresh();
  const key = props.key ?? resume.data?.missing.find((k) => sectionDef(k)) ?? null;
  const def = key ? sectionDef(key) : undefined;
  const id = props.key ? (props.id ?? null) : null;
  if (!def || !key) {
    if (!resume.data) return <ListStates query={resume} empty={false} errorTitle="简历加载失败" emptyTitle="" stateClassName="rm-resume-state" />;
    return (
      <div className="rm-resume-sheet" data-testid="resume-form">
        <div className="rm-resume-sheet__head">
          我的简历
          <button type="button" className="rm-resume-sheet__close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="rm-resume-state">{props.key ? '未知的简历模块' : '简历已完善'}</div>
      </div>
    );
  }
  const title = props.title ?? (id === null && def.list ? `添加${def.title}` : def.title);
  const extra = { partTime: props.partTime, avatar: resume.data?.doc.base.avatar ?? '' };
  const save = async (values: FormValues) => {
    try {
      const data = toSaveData(key, values, extra);
      const res = await saveSection(rt.api, key, data, id);
      await refresh();
      topToast('保存成功');
      onDone(res);
      // The next missing section (spec §4: a 'resume' next step shows resume-form again after 300 ms):
      // what the server asks for, else, when completing whatever is missing, the next required one.
      const next = nextStepOf(res) ?? (props.key ? null : nextRequired(res, key));
      if (next) void popups.openAfterNextStep(next.step, next.props);
      return true;
    } catch {
      return false;
    }
  };
  const remove =
    id !== null && def.list
      ? async () => {
          try {
            await deleteItem(rt.api, key, id);
            await refresh();
            topToast('已删除');
            onDone(null);
            return true;
          } catch {
            return false;
          }
        }
      : undefined;
  return (
    <div className="rm-resume-sheet" data-testid="resume-form" data-section={key}>
      <div className="rm-resume-sheet__head">
        {title}
        <button type="button" className="rm-resume-sheet__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="rm-resume-sheet__body">
        {resume.data ? (
          <SectionForm
            key={`${key}:${id ?? 'new'}:${props.partTime ? 'p' : 'f'}`}
            specs={def.fields}
            initial={sectionValues(resume.data.doc, key, id)}
            draftKey={user ? resumeDraftKey(user.id, key + (props.partTime ? '-part' : ''), id) : null}
            {...(def.cross ? { cross: def.cross } : {})}
            contract={(v) => contractErrors(key, toSaveData(key, v, extra))}
            onSave={save}
            onDelete={remove}
          />
        ) : (
          <ListStates query={resume} empty={false} errorTitle="简历加载失败" emptyTitle="" stateClassName="rm-resume-state" />
        )}
      </div>
    </div>
  );
}

/** The 'resume-form' popup (spec §4): one section's form; confirms with the save's answer. */
function ResumeFormPopup({ props, visible, confirm, cancel }: PopupRenderProps<Record<string, unknown>, unknown>) {
  const parsed = resumeFormPropsSchema.safeParse(props);
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ background: 'transparent' }}>
      {parsed.success ? <ResumeSectionSheet props={parsed.data} onDone={confirm} onClose={cancel} /> : <div className="rm-resume-state">参数无效</div>}
    </Popup>
  );
}
export default ResumeFormPopup;
