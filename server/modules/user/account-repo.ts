import type { ScanKeyStatus } from '../../core/scan-key';
import type { Queryable } from '../../db/db';

export interface ProfileRow {
  gender: number | null;
  birthday: string | null;
  degree: string | null;
  job_status: number | null;
  working_date: string | null;
  hr_position: string | null;
}

export interface SwitchKeyRow {
  user_id: number;
  status: number;
  role: number | null;
  expires_at: Date;
}

/** Registration profile and role-switch keys of one tenant (companies and members are the company module's). */
export function accountRepo(q: Queryable, tenantId: number) {
  return {
    async profile(userId: number): Promise<ProfileRow | null> {
      const [row] = await q.query<ProfileRow>(
        `SELECT gender, to_char(birthday, 'YYYY-MM-DD') AS birthday, degree, job_status, working_date, hr_position
           FROM user_profiles WHERE tenant_id = $1 AND user_id = $2`,
        [tenantId, userId],
      );
      return row ?? null;
    },
    async saveSeekerProfile(userId: number, p: { gender: number; birthday: string; degree: string | null; jobStatus: number | null; workingDate: string | null }) {
      await q.query(
        `INSERT INTO user_profiles (tenant_id, user_id, gender, birthday, degree, job_status, working_date) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET gender = EXCLUDED.gender, birthday = EXCLUDED.birthday, degree = EXCLUDED.degree,
           job_status = EXCLUDED.job_status, working_date = EXCLUDED.working_date, updated_at = now()`,
        [tenantId, userId, p.gender, p.birthday, p.degree, p.jobStatus, p.workingDate],
      );
    },
    async saveHrPosition(userId: number, position: string): Promise<void> {
      await q.query(
        `INSERT INTO user_profiles (tenant_id, user_id, hr_position) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET hr_position = EXCLUDED.hr_position, updated_at = now()`,
        [tenantId, userId, position],
      );
    },
    async createSwitchKey(keyHash: string, userId: number, createdAt: Date, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO switch_keys (tenant_id, key_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        keyHash,
        userId,
        createdAt,
        expiresAt,
      ]);
    },
    async switchKey(keyHash: string): Promise<SwitchKeyRow | null> {
      const [row] = await q.query<SwitchKeyRow>('SELECT user_id, status, role, expires_at FROM switch_keys WHERE tenant_id = $1 AND key_hash = $2', [
        tenantId,
        keyHash,
      ]);
      return row ?? null;
    },
    /** Moves a key from one status to the next; false when another request moved it first. */
    async moveSwitchKey(keyHash: string, { from, to }: { from: ScanKeyStatus; to: ScanKeyStatus }, role?: number): Promise<boolean> {
      const rows = await q.query(
        'UPDATE switch_keys SET status = $4, role = COALESCE($5, role) WHERE tenant_id = $1 AND key_hash = $2 AND status = $3 RETURNING 1',
        [tenantId, keyHash, from, to, role ?? null],
      );
      return rows.length > 0;
    },
  };
}
