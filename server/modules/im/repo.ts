import type { Queryable } from '../../db/db';

export interface ConversationRow {
  id: number;
  user_low: number;
  user_high: number;
  seeker_id: number;
  recruiter_id: number;
  initiator_id: number;
  job_id: number | null;
  im_status: number;
  interview_id: number | null;
  interview_status: number;
  last_seq: number;
  chat_at: Date;
  created_at: Date;
}

export interface MemberRow {
  cid: number;
  user_id: number;
  peer_id: number;
  read_seq: number;
  receipt_seq: number;
  is_top: boolean;
  is_black: boolean;
  is_remove: boolean;
  is_improper: boolean;
}

export interface MessageRow {
  id: number;
  msg_id: string;
  cid: number;
  seq: number;
  type: string;
  content: Record<string, unknown>;
  from_user_id: number;
  to_user_id: number;
  client_id: string | null;
  counts_unread: boolean;
  revoked: boolean;
  send_at: Date;
  /** The recipient's receipt_seq (read flag = seq ≤ it). */
  peer_receipt_seq: number;
}

export interface ExchangeRow {
  id: number;
  cid: number;
  kind: string;
  status: number;
  from_user_id: number;
  to_user_id: number;
  msg_id: string;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export interface UserCardRow {
  id: number;
  name: string;
  avatar: string;
  role: number;
  mobile: string;
  company_name: string | null;
  position: string | null;
}

export interface JobRow {
  id: number;
  title: string;
  salary_min: number;
  salary_max: number;
  salary_unit: number;
  company_id: number;
  company_name: string;
  city_name: string | null;
  status: number;
  recruiter_id: number | null;
  owner_user_id: number | null;
}

export interface ChatroomMessageRow {
  id: number;
  room_id: string;
  type: string;
  content: Record<string, unknown>;
  from_user_id: number;
  user_name: string;
  user_avatar: string;
  client_id: string | null;
  send_at: Date;
}

/** One row of the contact list (imRepo.contactPage): conversation, member, peer, job and last message. */
export interface ContactPageRow extends ConversationRow {
  member_user_id: number;
  peer_id: number;
  read_seq: number;
  receipt_seq: number;
  is_top: boolean;
  is_black: boolean;
  is_remove: boolean;
  is_improper: boolean;
  unread: number;
  total: number;
  peer_receipt_seq: number;
  is_favorite: boolean;
  peer_user_id: number | null;
  peer_name: string | null;
  peer_avatar: string | null;
  peer_role: number | null;
  peer_company_name: string | null;
  peer_position: string | null;
  job_row_id: number | null;
  job_title: string;
  job_salary_min: number;
  job_salary_max: number;
  job_salary_unit: number;
  job_company_id: number;
  job_company_name: string;
  job_city_name: string | null;
  job_status: number;
  m_id: number | null;
  m_msg_id: string;
  m_seq: number;
  m_type: string;
  m_content: Record<string, unknown>;
  m_from_user_id: number;
  m_to_user_id: number;
  m_client_id: string | null;
  m_counts_unread: boolean;
  m_revoked: boolean;
  m_send_at: Date;
  m_peer_receipt_seq: number;
}

/** A conversation locked for a batch of sends, seen by one sender (imRepo.lockTargets). */
export interface BatchTargetRow extends ConversationRow {
  me_id: number;
  peer_id: number;
  me_remove: boolean;
  peer_black: boolean;
  peer_remove: boolean;
}

const MESSAGE_COLUMNS = `m.id, m.msg_id, m.cid, m.seq, m.type, m.content, m.from_user_id, m.to_user_id, m.client_id,
  m.counts_unread, m.revoked, m.send_at, coalesce(r.receipt_seq, 0) AS peer_receipt_seq`;
// The recipient's member row gives the read flag.
const MESSAGE_FROM = `im_messages m LEFT JOIN im_members r ON r.tenant_id = m.tenant_id AND r.cid = m.cid AND r.user_id = m.to_user_id`;

/** Unread of member `mm`: messages from the peer after read_seq that count (never a stored counter). */
const UNREAD_OF = (mm: string) => `(SELECT count(*)::int FROM im_messages x
  WHERE x.tenant_id = ${mm}.tenant_id AND x.cid = ${mm}.cid AND x.seq > ${mm}.read_seq
    AND x.from_user_id <> ${mm}.user_id AND x.counts_unread)`;

/** What a contact row takes from its conversation and member `mm` (contactPage, contactRows). */
const PAGE_COLUMNS = `c.*, mm.user_id AS member_user_id, mm.peer_id, mm.read_seq, mm.receipt_seq, mm.is_top, mm.is_black, mm.is_remove, mm.is_improper,
                  ${UNREAD_OF('mm')} AS unread`;
/** The rest of a contact row, joined to a CTE `page` of PAGE_COLUMNS: peer, favorite flag, job, last message. */
const CONTACT_ROWS_FROM_PAGE = `SELECT page.*, p.receipt_seq AS peer_receipt_seq,
                EXISTS (SELECT 1 FROM user_favorites f WHERE f.tenant_id = page.tenant_id AND f.user_id = page.member_user_id
                          AND f.type IN ('user', 'resume') AND f.target_id = page.peer_id) AS is_favorite,
                u.id AS peer_user_id, u.name AS peer_name, u.avatar AS peer_avatar, u.role AS peer_role, pcm.company_name AS peer_company_name, pcm.position AS peer_position,
                jb.id AS job_row_id, jb.title AS job_title, jb.salary_min AS job_salary_min, jb.salary_max AS job_salary_max, jb.salary_unit AS job_salary_unit,
                jb.company_id AS job_company_id, jb.company_name AS job_company_name, jb.city_name AS job_city_name, jb.status AS job_status,
                lm.id AS m_id, lm.msg_id AS m_msg_id, lm.seq AS m_seq, lm.type AS m_type, lm.content AS m_content, lm.from_user_id AS m_from_user_id,
                lm.to_user_id AS m_to_user_id, lm.client_id AS m_client_id, lm.counts_unread AS m_counts_unread, lm.revoked AS m_revoked, lm.send_at AS m_send_at,
                coalesce(r.receipt_seq, 0) AS m_peer_receipt_seq
           FROM page
           JOIN im_members p ON p.tenant_id = page.tenant_id AND p.cid = page.id AND p.user_id = page.peer_id
           LEFT JOIN users u ON u.tenant_id = page.tenant_id AND u.id = page.peer_id
           -- The peer's first company, its name looked up inside (joined outside, the planner scanned
           -- every company of the tenant for each row whose peer has none).
           LEFT JOIN LATERAL (
             SELECT cm.position, pc.name AS company_name FROM company_members cm
               LEFT JOIN companies pc ON pc.tenant_id = cm.tenant_id AND pc.id = cm.company_id
              WHERE cm.tenant_id = u.tenant_id AND cm.user_id = u.id ORDER BY cm.created_at LIMIT 1
           ) pcm ON true
           LEFT JOIN LATERAL (
             SELECT j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, j.company_id, jc.name AS company_name, a.name AS city_name, j.status
               FROM jobs j JOIN companies jc ON jc.tenant_id = j.tenant_id AND jc.id = j.company_id
               LEFT JOIN areas a ON a.code = j.city_code
              WHERE j.tenant_id = page.tenant_id AND j.id = page.job_id
           ) jb ON true
           LEFT JOIN LATERAL (
             SELECT * FROM im_messages WHERE tenant_id = page.tenant_id AND cid = page.id AND type NOT IN ('revoke') ORDER BY seq DESC LIMIT 1
           ) lm ON true
           LEFT JOIN im_members r ON r.tenant_id = lm.tenant_id AND r.cid = lm.cid AND r.user_id = lm.to_user_id`;

/** Chat rows of one tenant. */
export function imRepo(q: Queryable, tenantId: number) {
  return {
    /** The transaction this repo works in (for other modules' writes that must commit with the chat's). */
    tx: q,
    // ── tokens ──
    async createToken(tokenHash: string, userId: number, sessionHash: string | null, createdAt: Date, expiresAt: Date): Promise<void> {
      await q.query('INSERT INTO im_tokens (tenant_id, token_hash, user_id, session_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        tenantId, tokenHash, userId, sessionHash, createdAt, expiresAt,
      ]);
    },
    /** The token's user; session_alive is false once the login session it came from ended (logout). */
    async findToken(tokenHash: string, at: Date): Promise<{ user_id: number; expires_at: Date; role: number; status: number; session_alive: boolean } | null> {
      const [row] = await q.query<{ user_id: number; expires_at: Date; role: number; status: number; session_alive: boolean }>(
        `SELECT t.user_id, t.expires_at, u.role, u.status,
                (t.session_hash IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.tenant_id = t.tenant_id AND s.token_hash = t.session_hash AND s.expires_at > $3)) AS session_alive
           FROM im_tokens t JOIN users u ON u.tenant_id = t.tenant_id AND u.id = t.user_id
          WHERE t.tenant_id = $1 AND t.token_hash = $2`,
        [tenantId, tokenHash, at],
      );
      return row ?? null;
    },
    async pruneTokens(userId: number, before: Date): Promise<void> {
      await q.query('DELETE FROM im_tokens WHERE tenant_id = $1 AND user_id = $2 AND expires_at < $3', [tenantId, userId, before]);
    },

    // ── users and jobs ──
    async userCard(userId: number): Promise<UserCardRow | null> {
      const [row] = await q.query<UserCardRow>(
        `SELECT u.id, u.name, u.avatar, u.role, u.mobile, c.name AS company_name, cm.position
           FROM users u
           LEFT JOIN LATERAL (SELECT company_id, position FROM company_members WHERE tenant_id = u.tenant_id AND user_id = u.id ORDER BY created_at LIMIT 1) cm ON true
           LEFT JOIN companies c ON c.tenant_id = u.tenant_id AND c.id = cm.company_id
          WHERE u.tenant_id = $1 AND u.id = $2`,
        [tenantId, userId],
      );
      return row ?? null;
    },
    /** Whether `userId` keeps `peerId` among favorites: the person ('user') or, for recruiters, the resume (resume id = user id). */
    async isFavorite(userId: number, peerId: number): Promise<boolean> {
      const rows = await q.query(
        `SELECT 1 FROM user_favorites WHERE tenant_id = $1 AND user_id = $2 AND type IN ('user', 'resume') AND target_id = $3 LIMIT 1`,
        [tenantId, userId, peerId],
      );
      return rows.length > 0;
    },
    async isCompanyMember(userId: number, companyId?: number): Promise<boolean> {
      const rows = await q.query(
        `SELECT 1 FROM company_members WHERE tenant_id = $1 AND user_id = $2 ${companyId === undefined ? '' : 'AND company_id = $3'} LIMIT 1`,
        companyId === undefined ? [tenantId, userId] : [tenantId, userId, companyId],
      );
      return rows.length > 0;
    },
    async contactCard(userId: number): Promise<{ wechat: string; mobile: string }> {
      const [row] = await q.query<{ wechat: string | null; mobile: string | null; login_mobile: string }>(
        `SELECT c.wechat, c.mobile, u.mobile AS login_mobile FROM users u
           LEFT JOIN user_contacts c ON c.tenant_id = u.tenant_id AND c.user_id = u.id
          WHERE u.tenant_id = $1 AND u.id = $2`,
        [tenantId, userId],
      );
      return { wechat: row?.wechat ?? '', mobile: row?.mobile || row?.login_mobile || '' };
    },
    async job(jobId: number): Promise<JobRow | null> {
      const [row] = await q.query<JobRow>(
        `SELECT j.id, j.title, j.salary_min, j.salary_max, j.salary_unit, j.company_id, c.name AS company_name, a.name AS city_name,
                j.status, j.recruiter_id, c.owner_user_id
           FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
           LEFT JOIN areas a ON a.code = j.city_code
          WHERE j.tenant_id = $1 AND j.id = $2`,
        [tenantId, jobId],
      );
      return row ?? null;
    },

    // ── conversations and members ──
    async conversation(cid: number, lock = false): Promise<ConversationRow | null> {
      const [row] = await q.query<ConversationRow>(`SELECT * FROM im_conversations WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [tenantId, cid]);
      return row ?? null;
    },
    async conversationByPair(a: number, b: number): Promise<ConversationRow | null> {
      const [row] = await q.query<ConversationRow>('SELECT * FROM im_conversations WHERE tenant_id = $1 AND user_low = $2 AND user_high = $3', [
        tenantId, Math.min(a, b), Math.max(a, b),
      ]);
      return row ?? null;
    },
    /** Creates the conversation and both member rows; a concurrent creator's row wins (returns it). */
    async createConversation(c: { seekerId: number; recruiterId: number; initiatorId: number; jobId: number | null; at: Date }): Promise<ConversationRow> {
      const low = Math.min(c.seekerId, c.recruiterId);
      const high = Math.max(c.seekerId, c.recruiterId);
      const [row] = await q.query<ConversationRow>(
        `INSERT INTO im_conversations (tenant_id, user_low, user_high, seeker_id, recruiter_id, initiator_id, job_id, chat_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (tenant_id, user_low, user_high) DO UPDATE SET user_low = EXCLUDED.user_low
         RETURNING *`,
        [tenantId, low, high, c.seekerId, c.recruiterId, c.initiatorId, c.jobId, c.at],
      );
      await q.query(
        `INSERT INTO im_members (tenant_id, cid, user_id, peer_id) VALUES ($1, $2, $3, $4), ($1, $2, $4, $3) ON CONFLICT DO NOTHING`,
        [tenantId, row!.id, low, high],
      );
      return row!;
    },
    /**
     * The send path in one round trip: the conversation locked (FOR UPDATE: sequence numbers are
     * taken one at a time), the sender's and the peer's member rows.
     */
    async lockTarget(cid: number, userId: number): Promise<(ConversationRow & { peer_id: number; me_remove: boolean; peer_black: boolean; peer_remove: boolean; peer_receipt_seq: number }) | null> {
      const [row] = await q.query<ConversationRow & { peer_id: number; me_remove: boolean; peer_black: boolean; peer_remove: boolean; peer_receipt_seq: number }>(
        `SELECT c.*, me.peer_id, me.is_remove AS me_remove, p.is_black AS peer_black, p.is_remove AS peer_remove, p.receipt_seq AS peer_receipt_seq
           FROM im_conversations c
           JOIN im_members me ON me.tenant_id = c.tenant_id AND me.cid = c.id AND me.user_id = $3
           JOIN im_members p ON p.tenant_id = c.tenant_id AND p.cid = c.id AND p.user_id = me.peer_id
          WHERE c.tenant_id = $1 AND c.id = $2
          FOR UPDATE OF c`,
        [tenantId, cid, userId],
      );
      return row ?? null;
    },
    /** Locks the conversation for an append; its last seq and the members that removed it. */
    async lockForAppend(cid: number): Promise<{ last_seq: number; removed: number[] | null } | null> {
      const [row] = await q.query<{ last_seq: number; removed: number[] | null }>(
        `SELECT c.last_seq, (SELECT array_agg(m.user_id) FROM im_members m WHERE m.tenant_id = c.tenant_id AND m.cid = c.id AND m.is_remove) AS removed
           FROM im_conversations c WHERE c.tenant_id = $1 AND c.id = $2 FOR UPDATE`,
        [tenantId, cid],
      );
      return row ?? null;
    },
    async member(cid: number, userId: number): Promise<MemberRow | null> {
      const [row] = await q.query<MemberRow>('SELECT * FROM im_members WHERE tenant_id = $1 AND cid = $2 AND user_id = $3', [tenantId, cid, userId]);
      return row ?? null;
    },
    async setJob(cid: number, jobId: number): Promise<void> {
      await q.query('UPDATE im_conversations SET job_id = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, cid, jobId]);
    },
    async setImStatus(cid: number, status: number): Promise<void> {
      await q.query('UPDATE im_conversations SET im_status = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, cid, status]);
    },
    async setInterview(cid: number, exchangeId: number, status: number): Promise<void> {
      await q.query('UPDATE im_conversations SET interview_id = $3, interview_status = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, cid, exchangeId, status]);
    },
    async setFlag(cid: number, userId: number, flag: 'is_top' | 'is_black' | 'is_remove' | 'is_improper', value: boolean): Promise<void> {
      await q.query(`UPDATE im_members SET ${flag} = $4, updated_at = now() WHERE tenant_id = $1 AND cid = $2 AND user_id = $3`, [tenantId, cid, userId, value]);
    },
    /** Moves read_seq forward (never back); receipt_seq too unless receipts are withheld. */
    async markRead(cid: number, userId: number, seq: number, withReceipt: boolean): Promise<void> {
      await q.query(
        `UPDATE im_members SET read_seq = greatest(read_seq, $4)${withReceipt ? ', receipt_seq = greatest(receipt_seq, $4)' : ''}, updated_at = now()
          WHERE tenant_id = $1 AND cid = $2 AND user_id = $3`,
        [tenantId, cid, userId, seq],
      );
    },
    async unread(cid: number, userId: number): Promise<number> {
      const [row] = await q.query<{ n: number }>(`SELECT ${UNREAD_OF('mm')} AS n FROM im_members mm WHERE mm.tenant_id = $1 AND mm.cid = $2 AND mm.user_id = $3`, [
        tenantId, cid, userId,
      ]);
      return row?.n ?? 0;
    },
    /** Unread per listed contact (not blocked, removed or improper) with any unread. */
    async unreadList(userId: number): Promise<{ cid: number; unread: number }[]> {
      return q.query<{ cid: number; unread: number }>(
        `SELECT * FROM (
           SELECT mm.cid, ${UNREAD_OF('mm')} AS unread FROM im_members mm
             JOIN im_conversations c ON c.tenant_id = mm.tenant_id AND c.id = mm.cid
            WHERE mm.tenant_id = $1 AND mm.user_id = $2 AND NOT mm.is_black AND NOT mm.is_remove AND NOT mm.is_improper AND c.last_seq > mm.read_seq
         ) t WHERE unread > 0 ORDER BY cid`,
        [tenantId, userId],
      );
    },
    /**
     * One page of the contact list in one query: each conversation with the member's flags and
     * unread, the peer's read mark, card and favorite flag, the job talked about and the last message.
     */
    async contactPage(userId: number, opts: { filter: 'listed' | 'all' | 'black'; limit: number; offset: number }): Promise<ContactPageRow[]> {
      const where =
        opts.filter === 'listed'
          ? 'AND NOT mm.is_black AND NOT mm.is_remove AND NOT mm.is_improper AND (c.last_seq > 0 OR c.initiator_id = mm.user_id)'
          : opts.filter === 'black'
            ? 'AND mm.is_black'
            : '';
      return q.query<ContactPageRow>(
        `WITH page AS (
           SELECT ${PAGE_COLUMNS}, count(*) OVER ()::int AS total
             FROM im_members mm JOIN im_conversations c ON c.tenant_id = mm.tenant_id AND c.id = mm.cid
            WHERE mm.tenant_id = $1 AND mm.user_id = $2 ${where}
            ORDER BY mm.is_top DESC, c.chat_at DESC, c.id DESC
            LIMIT $3 OFFSET $4
         )
         ${CONTACT_ROWS_FROM_PAGE}
          ORDER BY page.is_top DESC, page.chat_at DESC, page.id DESC`,
        [tenantId, userId, opts.limit, opts.offset],
      );
    },
    /**
     * Contact rows of these (conversation, member) pairs in one query, for conversation views (in any
     * order). The member row is an index probe per pair (LATERAL … LIMIT 1): joined as a set, the
     * planner hashed all of a tenant's members for each batch of announcements.
     */
    async contactRows(keys: { cid: number; userId: number }[]): Promise<ContactPageRow[]> {
      if (!keys.length) return [];
      return q.query<ContactPageRow>(
        `WITH page AS (
           SELECT ${PAGE_COLUMNS}, 1 AS total
             FROM unnest($2::int[], $3::int[]) AS k(cid, user_id)
             JOIN LATERAL (SELECT * FROM im_members WHERE tenant_id = $1 AND cid = k.cid AND user_id = k.user_id LIMIT 1) mm ON true
             JOIN im_conversations c ON c.tenant_id = mm.tenant_id AND c.id = mm.cid
         )
         ${CONTACT_ROWS_FROM_PAGE}`,
        [tenantId, keys.map((k) => k.cid), keys.map((k) => k.userId)],
      );
    },

    // ── messages ──
    async lastMessages(cids: number[]): Promise<MessageRow[]> {
      if (!cids.length) return [];
      return q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM im_conversations c
           JOIN LATERAL (SELECT * FROM im_messages WHERE tenant_id = c.tenant_id AND cid = c.id AND type NOT IN ('revoke') ORDER BY seq DESC LIMIT 1) m ON true
           LEFT JOIN im_members r ON r.tenant_id = m.tenant_id AND r.cid = m.cid AND r.user_id = m.to_user_id
          WHERE c.tenant_id = $1 AND c.id = ANY($2::int[])`,
        [tenantId, cids],
      );
    },
    async messageByClientId(cid: number, fromUserId: number, clientId: string): Promise<MessageRow | null> {
      const [row] = await q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.tenant_id = $1 AND m.cid = $2 AND m.from_user_id = $3 AND m.client_id = $4`,
        [tenantId, cid, fromUserId, clientId],
      );
      return row ?? null;
    },
    async messageByMsgId(msgId: string): Promise<MessageRow | null> {
      const [row] = await q.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.tenant_id = $1 AND m.msg_id = $2`, [tenantId, msgId]);
      return row ?? null;
    },
    /** Takes the next sequence number; the caller holds the conversation row lock (conversation(cid, true)). */
    async insertMessage(m: {
      msgId: string;
      cid: number;
      seq: number;
      type: string;
      content: Record<string, unknown>;
      from: number;
      to: number;
      clientId: string | null;
      countsUnread: boolean;
      at: Date;
    }): Promise<MessageRow | null> {
      // One round trip: the row, and the counter moved only when the row went in. A clientId this
      // sender already used inserts nothing (null): the caller answers the stored message.
      const [row] = await q.query<{ id: number }>(
        `WITH ins AS (
           INSERT INTO im_messages (tenant_id, msg_id, cid, seq, type, content, from_user_id, to_user_id, client_id, counts_unread, send_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11)
           ON CONFLICT (tenant_id, cid, from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
           RETURNING id
         ), upd AS (
           UPDATE im_conversations SET last_seq = $4, chat_at = $11 WHERE tenant_id = $1 AND id = $3 AND EXISTS (SELECT 1 FROM ins)
         )
         SELECT id FROM ins`,
        [tenantId, m.msgId, m.cid, m.seq, m.type, JSON.stringify(m.content), m.from, m.to, m.clientId, m.countsUnread, m.at],
      );
      if (!row) return null;
      return {
        id: row!.id, msg_id: m.msgId, cid: m.cid, seq: m.seq, type: m.type, content: m.content, from_user_id: m.from, to_user_id: m.to,
        client_id: m.clientId, counts_unread: m.countsUnread, revoked: false, send_at: m.at, peer_receipt_seq: 0,
      };
    },
    /**
     * The group-commit path's lock: each (conversation, sender) pair of the batch with the sender's
     * and the peer's member rows, the conversations FOR UPDATE in id order (two batches never wait
     * on each other in a cycle). The member rows are an index probe per pair (LATERAL … LIMIT 1):
     * joined as sets, the planner hashed a whole tenant's members (10-20 ms a batch at 36k rows).
     */
    async lockTargets(pairs: { cid: number; userId: number }[]): Promise<BatchTargetRow[]> {
      return q.query<BatchTargetRow>(
        `WITH c AS (SELECT * FROM im_conversations WHERE tenant_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE)
         SELECT c.*, me.user_id AS me_id, me.peer_id, me.is_remove AS me_remove, p.is_black AS peer_black, p.is_remove AS peer_remove
           FROM unnest($2::int[], $3::int[]) AS k(cid, user_id)
           JOIN c ON c.id = k.cid
           JOIN LATERAL (SELECT user_id, peer_id, is_remove FROM im_members WHERE tenant_id = $1 AND cid = k.cid AND user_id = k.user_id LIMIT 1) me ON true
           JOIN LATERAL (SELECT is_black, is_remove FROM im_members WHERE tenant_id = $1 AND cid = k.cid AND user_id = me.peer_id LIMIT 1) p ON true`,
        [tenantId, pairs.map((k) => k.cid), pairs.map((k) => k.userId)],
      );
    },
    /**
     * Stored messages of these (conversation, sender, clientId) keys: resends answer them. One index
     * probe per key (LATERAL … LIMIT 1): as a join, with stale statistics the planner sorted all of
     * the tenant's messages to merge-join 400 keys (250 ms a batch at 200k messages).
     */
    async messagesByClientIds(keys: { cid: number; from: number; clientId: string }[]): Promise<MessageRow[]> {
      if (!keys.length) return [];
      return q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS}
           FROM unnest($2::int[], $3::int[], $4::text[]) AS k(cid, from_user_id, client_id)
           JOIN LATERAL (
             SELECT * FROM im_messages x
              WHERE x.tenant_id = $1 AND x.cid = k.cid AND x.from_user_id = k.from_user_id AND x.client_id = k.client_id
              LIMIT 1
           ) m ON true
           LEFT JOIN im_members r ON r.tenant_id = m.tenant_id AND r.cid = m.cid AND r.user_id = m.to_user_id`,
        [tenantId, keys.map((k) => k.cid), keys.map((k) => k.from), keys.map((k) => k.clientId)],
      );
    },
    /**
     * Inserts a batch of messages and moves each conversation's counter to the last seq its batch
     * took, in one statement (one round trip; the caller holds the conversations' locks); ids by msg_id.
     */
    async appendMessages(rows: MessageRow[], counters: { cid: number; lastSeq: number }[], at: Date): Promise<Map<string, number>> {
      const ins = await q.query<{ id: number; msg_id: string }>(
        `WITH advanced AS (
           UPDATE im_conversations c SET last_seq = k.seq, chat_at = $11
             FROM unnest($12::int[], $13::int[]) AS k(id, seq)
            WHERE c.tenant_id = $1 AND c.id = k.id
         )
         INSERT INTO im_messages (tenant_id, msg_id, cid, seq, type, content, from_user_id, to_user_id, client_id, counts_unread, send_at)
         SELECT $1, k.msg_id, k.cid, k.seq, k.type, k.content::jsonb, k.from_user_id, k.to_user_id, k.client_id, k.counts_unread, $11
           FROM unnest($2::text[], $3::int[], $4::int[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[], $10::boolean[])
             AS k(msg_id, cid, seq, type, content, from_user_id, to_user_id, client_id, counts_unread)
         RETURNING id, msg_id`,
        [
          tenantId,
          rows.map((r) => r.msg_id),
          rows.map((r) => r.cid),
          rows.map((r) => r.seq),
          rows.map((r) => r.type),
          rows.map((r) => JSON.stringify(r.content)),
          rows.map((r) => r.from_user_id),
          rows.map((r) => r.to_user_id),
          rows.map((r) => r.client_id),
          rows.map((r) => r.counts_unread),
          at,
          counters.map((c) => c.cid),
          counters.map((c) => c.lastSeq),
        ],
      );
      return new Map(ins.map((r) => [r.msg_id, r.id]));
    },
    async setMessageContent(msgId: string, content: Record<string, unknown>): Promise<void> {
      await q.query('UPDATE im_messages SET content = $3::jsonb WHERE tenant_id = $1 AND msg_id = $2', [tenantId, msgId, JSON.stringify(content)]);
    },
    async revokeMessage(msgId: string): Promise<void> {
      // The text is gone for good: a revoked message must not be readable through any call.
      await q.query(`UPDATE im_messages SET revoked = true, content = '{}'::jsonb WHERE tenant_id = $1 AND msg_id = $2`, [tenantId, msgId]);
    },
    async messagesAfter(cid: number, afterSeq: number, limit: number): Promise<MessageRow[]> {
      return q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.tenant_id = $1 AND m.cid = $2 AND m.seq > $3 ORDER BY m.seq LIMIT $4`,
        [tenantId, cid, afterSeq, limit],
      );
    },
    /** A page back from the newest (or from beforeSeq), oldest first. */
    async history(cid: number, opts: { beforeSeq?: number; limit: number; offset: number }): Promise<{ rows: MessageRow[]; total: number }> {
      const before = opts.beforeSeq ?? 2_147_483_647;
      const rows = await q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.tenant_id = $1 AND m.cid = $2 AND m.seq < $3 ORDER BY m.seq DESC LIMIT $4 OFFSET $5`,
        [tenantId, cid, before, opts.limit, opts.offset],
      );
      const [count] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM im_messages WHERE tenant_id = $1 AND cid = $2 AND seq < $3', [tenantId, cid, before]);
      return { rows: rows.reverse(), total: count?.n ?? 0 };
    },
    /** Messages to the user and the user's own (other devices), since a time, oldest first. */
    async findToMe(userId: number, opts: { startAt: Date; lastId: number; limit: number; offset: number }): Promise<MessageRow[]> {
      return q.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM}
          WHERE m.tenant_id = $1 AND (m.to_user_id = $2 OR m.from_user_id = $2) AND m.send_at >= $3 AND m.id > $4
          ORDER BY m.id LIMIT $5 OFFSET $6`,
        [tenantId, userId, opts.startAt, opts.lastId, opts.limit, opts.offset],
      );
    },

    // ── exchanges ──
    async insertExchange(e: { cid: number; kind: string; from: number; to: number; data: Record<string, unknown>; at: Date }): Promise<ExchangeRow> {
      const [row] = await q.query<ExchangeRow>(
        `INSERT INTO im_exchanges (tenant_id, cid, kind, from_user_id, to_user_id, data, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7) RETURNING *`,
        [tenantId, e.cid, e.kind, e.from, e.to, JSON.stringify(e.data), e.at],
      );
      return row!;
    },
    async setExchangeMsgId(id: number, msgId: string): Promise<void> {
      await q.query('UPDATE im_exchanges SET msg_id = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, id, msgId]);
    },
    async exchange(id: number): Promise<ExchangeRow | null> {
      const [row] = await q.query<ExchangeRow>('SELECT * FROM im_exchanges WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
      return row ?? null;
    },
    async exchangeByMsgId(msgId: string): Promise<ExchangeRow | null> {
      const [row] = await q.query<ExchangeRow>('SELECT * FROM im_exchanges WHERE tenant_id = $1 AND msg_id = $2', [tenantId, msgId]);
      return row ?? null;
    },
    async pendingExchanges(cid: number, kind: string): Promise<ExchangeRow[]> {
      return q.query<ExchangeRow>('SELECT * FROM im_exchanges WHERE tenant_id = $1 AND cid = $2 AND kind = $3 AND status = 1 ORDER BY id', [tenantId, cid, kind]);
    },
    async setExchangeStatus(id: number, status: number, at: Date): Promise<void> {
      await q.query('UPDATE im_exchanges SET status = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2', [tenantId, id, status, at]);
    },
    async exchanges(cid: number, kind?: string, status?: number): Promise<ExchangeRow[]> {
      return q.query<ExchangeRow>(
        `SELECT * FROM im_exchanges WHERE tenant_id = $1 AND cid = $2 AND ($3::text IS NULL OR kind = $3) AND ($4::int IS NULL OR status = $4) ORDER BY id DESC LIMIT 200`,
        [tenantId, cid, kind ?? null, status ?? null],
      );
    },

    // ── chatrooms ──
    async liveExists(liveId: number): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM lives WHERE tenant_id = $1 AND id = $2', [tenantId, liveId]);
      return rows.length > 0;
    },
    async roomBans(roomId: string, kind: 'block' | 'mute', limit: number): Promise<number[]> {
      if (limit <= 0) return [];
      const rows = await q.query<{ user_id: number }>(
        'SELECT user_id FROM im_chatroom_bans WHERE tenant_id = $1 AND room_id = $2 AND kind = $3 ORDER BY created_at DESC LIMIT $4',
        [tenantId, roomId, kind, limit],
      );
      return rows.map((r) => r.user_id);
    },
    async isBanned(roomId: string, userId: number, kind: 'block' | 'mute'): Promise<boolean> {
      const rows = await q.query('SELECT 1 FROM im_chatroom_bans WHERE tenant_id = $1 AND room_id = $2 AND user_id = $3 AND kind = $4', [tenantId, roomId, userId, kind]);
      return rows.length > 0;
    },
    async roomMessages(roomId: string, opts: { type?: string; lastId?: number; limit: number; offset: number }): Promise<{ rows: ChatroomMessageRow[]; total: number }> {
      const args = [tenantId, roomId, opts.type ?? null, opts.lastId ?? 2_147_483_647];
      const rows = await q.query<ChatroomMessageRow>(
        `SELECT * FROM im_chatroom_messages WHERE tenant_id = $1 AND room_id = $2 AND ($3::text IS NULL OR type = $3) AND id < $4
          ORDER BY id DESC LIMIT $5 OFFSET $6`,
        [...args, opts.limit, opts.offset],
      );
      const [count] = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM im_chatroom_messages WHERE tenant_id = $1 AND room_id = $2 AND ($3::text IS NULL OR type = $3) AND id < $4',
        args,
      );
      return { rows: rows.reverse(), total: count?.n ?? 0 };
    },
    async roomMessageByClientId(roomId: string, userId: number, clientId: string): Promise<ChatroomMessageRow | null> {
      const [row] = await q.query<ChatroomMessageRow>(
        'SELECT * FROM im_chatroom_messages WHERE tenant_id = $1 AND room_id = $2 AND from_user_id = $3 AND client_id = $4',
        [tenantId, roomId, userId, clientId],
      );
      return row ?? null;
    },
    async insertRoomMessage(m: { roomId: string; type: string; content: Record<string, unknown>; from: number; name: string; avatar: string; clientId: string; at: Date }) {
      const [row] = await q.query<ChatroomMessageRow>(
        `INSERT INTO im_chatroom_messages (tenant_id, room_id, type, content, from_user_id, user_name, user_avatar, client_id, send_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9)
         ON CONFLICT (tenant_id, room_id, from_user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING *`,
        [tenantId, m.roomId, m.type, JSON.stringify(m.content), m.from, m.name, m.avatar, m.clientId, m.at],
      );
      return row ?? null;
    },
    async userNames(ids: number[]): Promise<{ id: number; name: string; avatar: string }[]> {
      if (!ids.length) return [];
      return q.query('SELECT id, name, avatar FROM users WHERE tenant_id = $1 AND id = ANY($2::int[]) ORDER BY id', [tenantId, ids]);
    },
  };
}
export type ImRepo = ReturnType<typeof imRepo>;
