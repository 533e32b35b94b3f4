import type { Queryable } from '../db';

/** Every Nth job of the other companies takes a sign-up form (apply mode 1) or no online applications (mode 2). */
const FORM_EVERY = 17;
const UNSUPPORTED_EVERY = 23;

/**
 * Applying in the demo data: a few jobs of each apply mode (0 resume, 1 sign-up
 * form, 2 not supported) in the recruiter's own company and across the others,
 * and a registration profile for the demo seeker so the resume gate lets them
 * apply. Runs inside the caller's tenant transaction.
 */
export async function seedJobSend(q: Queryable, tenantId: number, opts: { recruiterId: number }): Promise<void> {
  const own = await q.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
      WHERE j.tenant_id = $1 AND c.owner_user_id = $2 ORDER BY j.id`,
    [tenantId, opts.recruiterId],
  );
  const pick = (i: number) => own[i]?.id;
  const formIds = [pick(1), pick(4)].filter((v): v is number => v !== undefined);
  const unsupportedIds = [pick(2), pick(5)].filter((v): v is number => v !== undefined);
  await q.query(
    `UPDATE jobs SET apply_mode = 1, apply_form = 'public-form'
      WHERE tenant_id = $1 AND (id = ANY($2::int[]) OR (id % $3 = 0 AND NOT id = ANY($4::int[])))`,
    [tenantId, formIds, FORM_EVERY, unsupportedIds],
  );
  await q.query(
    `UPDATE jobs SET apply_mode = 2
      WHERE tenant_id = $1 AND (id = ANY($2::int[]) OR (id % $3 = 0 AND id % $4 <> 0 AND NOT id = ANY($5::int[])))`,
    [tenantId, unsupportedIds, UNSUPPORTED_EVERY, FORM_EVERY, formIds],
  );
  // The demo seeker's registration answers (the resume module may own this row later: keep what is there).
  await q.query(
    `INSERT INTO user_profiles (tenant_id, user_id, gender, birthday, degree, job_status, working_date)
     SELECT $1, id, 2, DATE '1998-05-12', '本科', 2, '2020-07' FROM users WHERE tenant_id = $1 AND mobile = '13800000001'
     ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [tenantId],
  );
}
