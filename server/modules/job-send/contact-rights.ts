import type { Queryable } from '../../db/db';
import { SEND_STATUS_INVITED, SEND_STATUS_PASSED } from '../../../schemas/job-send';

export interface ContactCheck {
  seekerId: number;
  jobId: number;
}

/**
 * May this seeker see the recruiter's contact for this job unmasked? Yes once
 * they applied to the job and the recruiter invited or passed them. VIP rights
 * (a later issue) extend this one function.
 */
export async function canSeeContact(q: Queryable, tenantId: number, c: ContactCheck): Promise<boolean> {
  const [row] = await q.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM job_applications
                     WHERE tenant_id = $1 AND job_id = $2 AND seeker_id = $3 AND status IN ($4, $5)) AS ok`,
    [tenantId, c.jobId, c.seekerId, SEND_STATUS_INVITED, SEND_STATUS_PASSED],
  );
  return row?.ok === true;
}
