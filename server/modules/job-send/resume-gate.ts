import { RESUME_SECTION_LABELS, type ResumeSectionKey } from '../../../schemas/resume';
import type { Queryable } from '../../db/db';
import { resumeCompleteness } from '../resume/completeness';

/** What sendResume asks of a seeker's resume before applying with it. */
export interface ResumeGateResult {
  /** False: the seeker has no resume at all (13009). */
  exists: boolean;
  /** Keys of the required sections still missing (13002 when any); the resume popup opens the first. */
  missing: ResumeSectionKey[];
  /** The same sections as users read them (the 13002 message). */
  missingLabels: string[];
}

/** The resume module's completeness (contracts.md §3), as applying needs it. */
export async function resumeGate(q: Queryable, tenantId: number, userId: number): Promise<ResumeGateResult> {
  const c = await resumeCompleteness(q, tenantId, userId);
  const missing = c.missing.filter((k): k is ResumeSectionKey => k in RESUME_SECTION_LABELS);
  return { exists: c.exists, missing, missingLabels: missing.map((k) => RESUME_SECTION_LABELS[k]) };
}

/** A resume attachment of the seeker, or null when it is not theirs (or unknown). */
export interface ResumeAttachmentRef {
  id: number;
  name: string;
}

/** The seeker's own resume attachment by id (resume_attachments); another user's is "unknown". */
export async function resumeAttachment(q: Queryable, tenantId: number, userId: number, attachmentId: number): Promise<ResumeAttachmentRef | null> {
  const [row] = await q.query<ResumeAttachmentRef>('SELECT id, name FROM resume_attachments WHERE tenant_id = $1 AND user_id = $2 AND id = $3', [
    tenantId,
    userId,
    attachmentId,
  ]);
  return row ?? null;
}
