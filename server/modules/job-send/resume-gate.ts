import type { Queryable } from '../../db/db';

/**
 * What sendResume asks of a seeker's resume before applying with it. The
 * resume module's resumeCompleteness (contracts.md §3) replaces the body of
 * resumeGate once merged; until then a small check of the registration
 * profile stands in: a name and a profile row make a resume, and gender,
 * birthday and degree are its required parts.
 */
export interface ResumeGateResult {
  /** False: the seeker has no resume at all (13009). */
  exists: boolean;
  /** Names of the required parts still missing (13002 when any). */
  missing: string[];
}

export async function resumeGate(q: Queryable, tenantId: number, userId: number): Promise<ResumeGateResult> {
  const [row] = await q.query<{ name: string; has_profile: boolean; gender: number | null; birthday: Date | null; degree: string | null }>(
    `SELECT u.name, p.user_id IS NOT NULL AS has_profile, p.gender, p.birthday, p.degree
       FROM users u LEFT JOIN user_profiles p ON p.tenant_id = u.tenant_id AND p.user_id = u.id
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId],
  );
  if (!row || !row.has_profile) return { exists: false, missing: [] };
  const missing: string[] = [];
  if (!row.name.trim()) missing.push('姓名');
  if (row.gender === null) missing.push('性别');
  if (row.birthday === null) missing.push('出生日期');
  if (!row.degree) missing.push('学历');
  return { exists: true, missing };
}

/** A resume attachment of the seeker, or null when it is not theirs (or unknown). */
export interface ResumeAttachmentRef {
  id: number;
  name: string;
}

/**
 * The seeker's attachment by id. Attachments belong to the resume module
 * (/api-user/resume/attachment/find, contracts.md §2); until it is merged no
 * attachment exists, so an application with one is refused as not found.
 */
export async function resumeAttachment(_q: Queryable, _tenantId: number, _userId: number, _attachmentId: number): Promise<ResumeAttachmentRef | null> {
  return null;
}
