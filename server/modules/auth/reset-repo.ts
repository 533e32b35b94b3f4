import type { Queryable } from '../../db/db';

/** Password-reset tickets of one tenant, addressed by their hash. */
export function resetTicketRepo(q: Queryable, tenantId: number) {
  return {
    async create(ticketHash: string, userId: number, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO reset_tickets (tenant_id, ticket_hash, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
        tenantId,
        ticketHash,
        userId,
        expiresAt,
      ]);
    },
    /** Uses a live ticket up and answers its user; null when unknown, used or expired. */
    async use(ticketHash: string, at: Date): Promise<number | null> {
      const [row] = await q.query<{ user_id: number }>(
        `UPDATE reset_tickets SET used_at = $3 WHERE tenant_id = $1 AND ticket_hash = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING user_id`,
        [tenantId, ticketHash, at],
      );
      return row?.user_id ?? null;
    },
  };
}
