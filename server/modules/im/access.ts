import type { ExchangeKind } from '../../../schemas/im';
import type { Queryable } from '../../db/db';

/**
 * Whether two users of a tenant accepted an exchange with each other (phone, WeChat or resume by
 * default). Other areas ask this: a recruiter may see a seeker's contact details on the resume
 * once such an exchange was accepted in chat (the resume module's contactVisible).
 */
export async function acceptedExchangeBetween(
  q: Queryable,
  tenantId: number,
  userA: number,
  userB: number,
  kinds: readonly ExchangeKind[] = ['mobileExchange', 'wechatExchange', 'resumeExchange'],
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM im_exchanges e
       JOIN im_conversations c ON c.tenant_id = e.tenant_id AND c.id = e.cid
      WHERE e.tenant_id = $1 AND c.user_low = least($2::int, $3::int) AND c.user_high = greatest($2::int, $3::int)
        AND e.status = 2 AND e.kind = ANY($4::text[])
      LIMIT 1`,
    [tenantId, userA, userB, [...kinds]],
  );
  return rows.length > 0;
}
