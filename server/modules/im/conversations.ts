import { ROLE_RECRUITER } from '../../../schemas/client-config';
import type { ImContact, ImConversation } from '../../../schemas/im';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_PAYMENT_NOTICE } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import type { ImContext, ImIdentity, Push } from './context';
import type { ImMessages } from './messages';
import type { ImRepo } from './repo';
import { conversationOfRow, recruiterOf, type ImViews } from './views';

/** Conversations and the contact list: open, list, switch job, unlock, flags, notices from other areas. */
export function createConversations(ctx: ImContext, views: ImViews, messages: ImMessages) {
  const { now, notifier, rights, work } = ctx;
  const { memberOrThrow, conversationView, unreadTotal } = views;
  const { systemMessage } = messages;

  async function openConversation(repo: ImRepo, pushes: Push[], tenantId: number, me: number, c: { seekerId: number; recruiterId: number; jobId: number | null }) {
    const peerId = c.seekerId === me ? c.recruiterId : c.seekerId;
    let conv = await repo.conversationByPair(me, peerId);
    if (!conv) conv = await repo.createConversation({ ...c, initiatorId: me, at: new Date(now()) });
    else if (c.jobId && conv.job_id !== c.jobId) {
      await repo.conversation(conv.id, true);
      await repo.setJob(conv.id, c.jobId);
      const job = await repo.job(c.jobId);
      conv = (await repo.conversation(conv.id))!;
      await systemMessage(repo, pushes, tenantId, conv, me, { text: `沟通职位：${job?.title ?? ''}`, kind: 'switchJob', jobId: c.jobId });
    }
    const mine = await repo.member(conv.id, me);
    // Opening a conversation I removed brings it back.
    if (mine?.is_remove) await repo.setFlag(conv.id, me, 'is_remove', false);
    return conversationView(repo, conv.id, me);
  }

  async function contactAfterFlag(repo: ImRepo, pushes: Push[], tenantId: number, userId: number, cid: number): Promise<ImContact> {
    const view = await conversationView(repo, cid, userId);
    const total = (await unreadTotal(repo, userId)).total;
    pushes.push(() => {
      notifier.toUser(tenantId, userId, 'imContact', view.contact);
      notifier.toUser(tenantId, userId, 'imUnread', { total });
    });
    return view.contact;
  }

  return {
    conversationGet: (ident: ImIdentity, cid: number) => work(ident.tenant, (repo) => conversationView(repo, cid, ident.userId)),

    async list(ident: ImIdentity, filter: 'listed' | 'all' | 'black', page: number, limit: number) {
      return work(ident.tenant, async (repo) => {
        // One query for the whole page (not one per contact).
        const rows = await repo.contactPage(ident.userId, { filter, limit, offset: (page - 1) * limit });
        const total = rows[0]?.total ?? 0;
        const views: ImConversation[] = rows.map(conversationOfRow);
        const unread = filter === 'listed' ? (await unreadTotal(repo, ident.userId)).total : 0;
        return { views, total, unreadTotal: unread };
      });
    },

    switchJob: (ident: ImIdentity, cid: number, jobId: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        const job = await repo.job(jobId);
        if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        const ofRecruiter = recruiterOf(job) === conv.recruiter_id || (await repo.isCompanyMember(conv.recruiter_id, job.company_id));
        if (!ofRecruiter) throw new ApiError(CODE_BAD_REQUEST, '只能切换为该招聘者的职位', 400);
        if (conv.job_id !== jobId) {
          await repo.conversation(cid, true);
          await repo.setJob(cid, jobId);
          await systemMessage(repo, pushes, ident.tenant.tenantId, conv, ident.userId, { text: `沟通职位已切换为：${job.title}`, kind: 'switchJob', jobId });
          for (const uid of [conv.user_low, conv.user_high]) {
            if (uid === ident.userId) continue;
            const view = await conversationView(repo, cid, uid);
            pushes.push(() => notifier.toUser(ident.tenant.tenantId, uid, 'imConversation', view));
          }
        }
        return conversationView(repo, cid, ident.userId);
      }),

    byJob: (ident: ImIdentity, jobId: number) =>
      work(ident.tenant, async (repo, pushes) => {
        const job = await repo.job(jobId);
        if (!job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        const recruiterId = recruiterOf(job);
        if (!recruiterId) throw new ApiError(CODE_NOT_FOUND, '该职位暂无招聘者', 404);
        if (recruiterId === ident.userId || (await repo.isCompanyMember(ident.userId, job.company_id))) {
          throw new ApiError(CODE_BAD_REQUEST, '不能与自己公司的职位沟通', 400);
        }
        const existing = await repo.conversationByPair(ident.userId, recruiterId);
        if (!existing && job.status !== 1) throw new ApiError(CODE_BAD_REQUEST, '职位已关闭，无法发起沟通', 400);
        return openConversation(repo, pushes, ident.tenant.tenantId, ident.userId, { seekerId: ident.userId, recruiterId, jobId });
      }),

    byRelation: (ident: ImIdentity, relationId: number, jobId?: number) =>
      work(ident.tenant, async (repo, pushes) => {
        if (relationId === ident.userId) throw new ApiError(CODE_BAD_REQUEST, '不能和自己沟通', 400);
        const other = await repo.userCard(relationId);
        if (!other) throw new ApiError(CODE_NOT_FOUND, '用户不存在', 404);
        const job = jobId ? await repo.job(jobId) : null;
        if (jobId && !job) throw new ApiError(CODE_NOT_FOUND, '职位不存在', 404);
        let recruiterId: number;
        if (job) {
          const mine = recruiterOf(job) === ident.userId || (await repo.isCompanyMember(ident.userId, job.company_id));
          const theirs = recruiterOf(job) === relationId || (await repo.isCompanyMember(relationId, job.company_id));
          if (!mine && !theirs) throw new ApiError(CODE_BAD_REQUEST, '职位不属于会话中的招聘者', 400);
          recruiterId = mine ? ident.userId : relationId;
        } else {
          const meRecruits = (await repo.isCompanyMember(ident.userId)) || ident.role === ROLE_RECRUITER;
          const theyRecruit = (await repo.isCompanyMember(relationId)) || other.role === ROLE_RECRUITER;
          // Chat is between a job seeker and a recruiter; two seekers (or two recruiters) have no job to talk about.
          if (meRecruits === theyRecruit) throw new ApiError(CODE_BAD_REQUEST, '只能在求职者与招聘者之间发起沟通', 400);
          recruiterId = meRecruits ? ident.userId : relationId;
        }
        const seekerId = recruiterId === ident.userId ? relationId : ident.userId;
        return openConversation(repo, pushes, ident.tenant.tenantId, ident.userId, { seekerId, recruiterId, jobId: jobId ?? null });
      }),

    propUse: (ident: ImIdentity, cid: number) =>
      work(ident.tenant, async (repo, _pushes, q) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        if (conv.im_status === 1) return conversationView(repo, cid, ident.userId);
        // The recruiter's company pays one chat right; not enough → 14550 and the client goes to buy (spec §8).
        if (rights) {
          if (conv.recruiter_id !== ident.userId) throw new ApiError(CODE_PAYMENT_NOTICE, '由招聘方使用权益开启沟通', 400);
          await rights.spendRight(q, ident.tenant.tenantId, ident.userId, 'rightsChat', 1, `im:${cid}`);
        }
        await repo.setImStatus(cid, 1);
        return conversationView(repo, cid, ident.userId);
      }),

    setFlag: (ident: ImIdentity, cid: number, flag: 'is_top' | 'is_black' | 'is_remove' | 'is_improper', value: boolean) =>
      work(ident.tenant, async (repo, pushes) => {
        const { conv } = await memberOrThrow(repo, cid, ident.userId);
        await repo.setFlag(cid, ident.userId, flag, value);
        // Removing a conversation reads it: when a new message brings it back, unread is 1.
        if (flag === 'is_remove' && value) await repo.markRead(cid, ident.userId, conv.last_seq, true);
        return contactAfterFlag(repo, pushes, ident.tenant.tenantId, ident.userId, cid);
      }),

    /**
     * A notice from another area (e.g. an application changed state): a system message in the
     * conversation of the two users, opened if needed, pushed to both. Not counted as unread.
     */
    notice: (tenant: TenantScope, n: { fromUserId: number; toUserId: number; text: string; jobId?: number; data?: Record<string, unknown> }) =>
      work(tenant, async (repo, pushes) => {
        let conv = await repo.conversationByPair(n.fromUserId, n.toUserId);
        if (!conv) {
          const fromRecruits = await repo.isCompanyMember(n.fromUserId);
          const [seekerId, recruiterId] = fromRecruits ? [n.toUserId, n.fromUserId] : [n.fromUserId, n.toUserId];
          conv = await repo.createConversation({ seekerId, recruiterId, initiatorId: n.fromUserId, jobId: n.jobId ?? null, at: new Date(now()) });
        }
        return systemMessage(repo, pushes, tenant.tenantId, conv, n.fromUserId, { ...n.data, text: n.text, kind: 'notice', ...(n.jobId ? { jobId: n.jobId } : {}) });
      }),
  };
}
