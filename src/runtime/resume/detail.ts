import { useApiQuery } from '../runtime';
import { RESUME_API, toDoc } from './api';
import type { ResumeDoc } from './model';

/** A resume as a recruiter reads it: contact masked until the seeker allows it, with the reason. */
export interface ResumeDetailView {
  doc: ResumeDoc;
  labels: string[] | null;
  masked: boolean;
  maskHint: string;
}

/** Why the contact is hidden, when the server gives no reason of its own. */
export const DEFAULT_MASK_HINT = '联系方式已隐藏：求职者投递你的职位或同意交换联系方式后可查看完整信息';

export function parseResumeDetail(raw: unknown): ResumeDetailView {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const masked = o.masked === true || o.contactMasked === true;
  const hint = [o.maskReason, o.maskHint, o.maskedReason].find((v) => typeof v === 'string' && v) as string | undefined;
  return { doc: toDoc(o.resume ?? o), labels: Array.isArray(o.labels) ? o.labels.map(String) : null, masked, maskHint: hint ?? DEFAULT_MASK_HINT };
}

export function useResumeDetail(id: number | null, enabled: boolean) {
  return useApiQuery<ResumeDetailView>(RESUME_API.detail, { id }, { enabled: enabled && id !== null, parse: parseResumeDetail });
}
