import type { ContactReason } from '../../../schemas/resume';
import { useApiQuery } from '../runtime';
import { RESUME_API, toDoc } from './api';
import type { ResumeDoc } from './model';

/** A resume as a recruiter reads it: contact masked until the seeker allows it, with the reason. */
export interface ResumeDetailView {
  doc: ResumeDoc;
  labels: string[];
  contactVisible: boolean;
  reason: ContactReason;
  /** Applications of this seeker to the viewer's company. */
  applications: { id: number; jobId: number; jobTitle: string; status: number; createdAt: string }[];
}

/** What the contact line says for each reason (contract CONTACT_REASONS). */
export const CONTACT_HINTS: Record<ContactReason, string> = {
  self: '这是你自己的简历',
  applied: '对方已投递你的职位，可查看完整联系方式',
  exchange: '对方已同意交换联系方式',
  unlocked: '已使用简历查看权益，可查看完整联系方式',
  masked: '联系方式已隐藏：对方投递你的职位、同意交换联系方式，或使用简历查看权益后可查看完整号码',
};

export function parseResumeDetail(raw: unknown): ResumeDetailView {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const label = o.label && typeof o.label === 'object' ? (o.label as { parts?: unknown }).parts : null;
  const reason = typeof o.contactReason === 'string' && o.contactReason in CONTACT_HINTS ? (o.contactReason as ContactReason) : 'masked';
  return {
    doc: toDoc(o.resume),
    labels: Array.isArray(label) ? label.map(String) : [],
    contactVisible: o.contactVisible === true,
    reason,
    applications: Array.isArray(o.applications) ? (o.applications as ResumeDetailView['applications']) : [],
  };
}

export function useResumeDetail(id: number | null, enabled: boolean) {
  return useApiQuery<ResumeDetailView>(RESUME_API.detail, { id }, { enabled: enabled && id !== null, parse: parseResumeDetail });
}
