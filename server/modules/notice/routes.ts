import { noticeFindInputSchema, noticeReadInputSchema, type NoticePage } from '../../../schemas/job-send';
import { toPage } from '../../core/paging';
import type { Protocol } from '../../http/protocol';
import { noticeRepo } from './repo';

/** The user's notices (/api-user/notice/find, read). */
export function registerNoticeRoutes(api: Protocol, deps: { now: () => number }): void {
  api.post('/api-user/notice/find', { input: noticeFindInputSchema, auth: 'user' }, (input, ctx) =>
    ctx.tenant.run(async (q): Promise<NoticePage> => {
      return toPage(await noticeRepo(q, ctx.tenant.tenantId).find(ctx.user.id, input.unread === true, input.page, input.limit), input);
    }),
  );
  api.post('/api-user/notice/read', { input: noticeReadInputSchema, auth: 'user' }, (input, ctx) =>
    ctx.tenant.run(async (q) => {
      const repo = noticeRepo(q, ctx.tenant.tenantId);
      const changed = await repo.read(ctx.user.id, input.all ? null : (input.ids ?? []), new Date(deps.now()));
      return { changed, unread: await repo.unread(ctx.user.id) };
    }),
  );
}
