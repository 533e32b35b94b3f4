import { Popup } from 'antd-mobile';
import { z } from 'zod';
import type { PopupRenderProps } from '../popups';
import { ResumeSectionSheet } from './resume-form-popup';
import { sectionDef } from './sections';
import './resume.css';

const idSchema = z.union([z.string(), z.number()]);

/**
 * Props of the 'resume' popup (spec §2): keyed by type/id, or 'next' for the
 * next missing section. The request wrapper opens it from 去完善 of 发起失败
 * (13002/13003) with the failed call's data, which may name the section.
 */
export const resumePopupPropsSchema = z.object({
  /** Section key, or 'next'. */
  type: z.string().max(20).optional(),
  id: idSchema.nullable().optional(),
  /** The failed call's data (13002/13003): { type | key | section, id?, missing? }. */
  data: z.unknown().optional(),
});

/** The section the popup should open: the given type, the one the failed call names, else the next missing one (undefined). */
export function resumePopupTarget(props: z.infer<typeof resumePopupPropsSchema>): { key?: string; id?: string | number } {
  const fromData = (() => {
    const d = props.data;
    if (!d || typeof d !== 'object') return {};
    const o = d as Record<string, unknown>;
    const named = [o.type, o.key, o.section].find((v) => typeof v === 'string' && sectionDef(v));
    const missing = Array.isArray(o.missing) ? o.missing.find((v) => typeof v === 'string' && sectionDef(v)) : undefined;
    const key = (named ?? missing) as string | undefined;
    const id = idSchema.safeParse(o.id);
    return key ? { key, ...(id.success ? { id: id.data } : {}) } : {};
  })();
  if (props.type && props.type !== 'next' && sectionDef(props.type)) {
    return { key: props.type, ...(props.id !== undefined && props.id !== null ? { id: props.id } : {}) };
  }
  return props.type === 'next' ? {} : fromData;
}

function ResumePopup({ props, visible, confirm, cancel }: PopupRenderProps<Record<string, unknown>, unknown>) {
  const parsed = resumePopupPropsSchema.safeParse(props);
  const target = parsed.success ? resumePopupTarget(parsed.data) : {};
  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ background: 'transparent' }}>
      <ResumeSectionSheet props={target} onDone={confirm} onClose={cancel} />
    </Popup>
  );
}
export default ResumePopup;
