import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EMOJI_DEFAULT_GROUP,
  IM_PATHS,
  IM_SOCKET_PATH,
  blackSetInputSchema,
  byJobInputSchema,
  byRelationInputSchema,
  chatroomTokenInputSchema,
  cidInputSchema,
  contactFindInputSchema,
  conversationListInputSchema,
  exchangeFindInputSchema,
  exchangeRemoveInputSchema,
  findToMeInputSchema,
  historyInputSchema,
  imConfigInputSchema,
  imLoginInputSchema,
  improperSetInputSchema,
  listenersInputSchema,
  msgGetInputSchema,
  readInputSchema,
  removeSetInputSchema,
  socketMessageSchema,
  switchJobInputSchema,
  syncInputSchema,
  topSetInputSchema,
  unreadClearInputSchema,
  type ImConfig,
} from '../../../schemas/im';
import { badBodyText } from '../../../schemas/fields';
import { toPage } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_OK } from '../../constants';
import { ApiError } from '../../http/errors';
import { firstIssueText, safeParseZh } from '../../http/zod-zh';
import type { AuthUser, Protocol, RequestContext } from '../../http/protocol';
import type { AgentRepo } from '../../core/agents';
import { emojiSvg } from './emoji';
import type { ImIdentity, ImService } from './service';

const identOf = (ctx: RequestContext & { user: AuthUser }): ImIdentity => ({ tenant: ctx.tenant, userId: ctx.user.id, role: ctx.user.role });

/** The chat calls of the logged-in user (/api-user/im/*, spec §7), answered through the protocol. */
export function registerImRoutes(api: Protocol, im: ImService): void {
  const user = { auth: 'user' as const };
  api.post(IM_PATHS.login, { input: imLoginInputSchema, ...user }, (_i, ctx) => im.login(ctx.tenant, ctx.agent.agentKey, ctx.user.id, ctx.user.role, ctx.user.tokenHash));
  api.post(IM_PATHS.config, { input: imConfigInputSchema }, async (): Promise<ImConfig> => ({ socketPath: IM_SOCKET_PATH, emoji: im.emoji() }));

  api.post(IM_PATHS.conversationList, { input: conversationListInputSchema, ...user }, async (input, ctx) => {
    const r = await im.list(identOf(ctx), 'all', input.page, input.limit);
    return toPage({ list: r.views, total: r.total }, input);
  });
  api.post(IM_PATHS.conversationGet, { input: cidInputSchema, ...user }, (input, ctx) => im.conversationGet(identOf(ctx), input.cid));
  api.post(IM_PATHS.switchJob, { input: switchJobInputSchema, ...user }, (input, ctx) => im.switchJob(identOf(ctx), input.cid, input.jobId));
  api.post(IM_PATHS.blacklist, { input: contactFindInputSchema, ...user }, async (input, ctx) => {
    const r = await im.list(identOf(ctx), 'black', input.page, input.limit);
    return toPage({ list: r.views.map((v) => v.contact), total: r.total }, input);
  });
  api.post(IM_PATHS.byJob, { input: byJobInputSchema, ...user }, (input, ctx) => im.byJob(identOf(ctx), input.jobId));
  api.post(IM_PATHS.byRelation, { input: byRelationInputSchema, ...user }, (input, ctx) => im.byRelation(identOf(ctx), input.relationId, input.jobId));
  api.post(IM_PATHS.propUse, { input: cidInputSchema, ...user }, (input, ctx) => im.propUse(identOf(ctx), input.cid));

  api.post(IM_PATHS.history, { input: historyInputSchema, ...user }, (input, ctx) => im.history(identOf(ctx), input));
  api.post(IM_PATHS.sync, { input: syncInputSchema, ...user }, (input, ctx) => im.sync(identOf(ctx), input.cid, input.afterSeq, input.limit));
  api.post(IM_PATHS.msgGet, { input: msgGetInputSchema, ...user }, (input, ctx) => im.msgGet(identOf(ctx), input.msgId));
  api.post(IM_PATHS.read, { input: readInputSchema, ...user }, (input, ctx) => im.read(identOf(ctx), input.cid, input.msgId));
  api.post(IM_PATHS.unreadGet, { input: imLoginInputSchema, ...user }, (_i, ctx) => im.unreadGet(identOf(ctx)));
  api.post(IM_PATHS.unreadClear, { input: unreadClearInputSchema, ...user }, (input, ctx) => im.unreadClear(identOf(ctx), input.cid));

  api.post(IM_PATHS.exchangeFind, { input: exchangeFindInputSchema, ...user }, (input, ctx) => im.exchangeFind(identOf(ctx), input.cid, input.kind, input.status));
  api.post(IM_PATHS.exchangeRemove, { input: exchangeRemoveInputSchema, ...user }, (input, ctx) => im.exchangeRemove(identOf(ctx), input.id));

  api.post(IM_PATHS.contactFind, { input: contactFindInputSchema, ...user }, async (input, ctx) => {
    const r = await im.list(identOf(ctx), 'listed', input.page, input.limit);
    return toPage({ list: r.views.map((v) => v.contact), total: r.total, unreadTotal: r.unreadTotal }, input);
  });
  api.post(IM_PATHS.topSet, { input: topSetInputSchema, ...user }, (input, ctx) => im.setFlag(identOf(ctx), input.cid, 'is_top', input.isTop));
  api.post(IM_PATHS.blackSet, { input: blackSetInputSchema, ...user }, (input, ctx) => im.setFlag(identOf(ctx), input.cid, 'is_black', input.isBlack));
  api.post(IM_PATHS.improperSet, { input: improperSetInputSchema, ...user }, (input, ctx) => im.setFlag(identOf(ctx), input.cid, 'is_improper', input.isImproper));
  api.post(IM_PATHS.removeSet, { input: removeSetInputSchema, ...user }, (input, ctx) => im.setFlag(identOf(ctx), input.cid, 'is_remove', input.isRemove));

  api.post(IM_PATHS.listeners, { input: listenersInputSchema, ...user }, (input, ctx) => im.listeners(identOf(ctx), input.roomId));
  api.post(IM_PATHS.chatroomToken, { input: chatroomTokenInputSchema, ...user }, (input, ctx) => im.chatroomToken(identOf(ctx), input.roomId));
}

function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const bad = badBodyText(body);
  if (bad) throw new ApiError(CODE_BAD_REQUEST, bad, 400);
  const r = safeParseZh(schema, body ?? {}, '(body)');
  if (!r.success) throw new ApiError(CODE_BAD_REQUEST, firstIssueText(r.error), 400);
  return r.data;
}

/**
 * The HTTP fallback of a client without a socket (spec §7): the chat token in the authorization
 * header decides tenant and user, so these paths sit outside the protocol (no access token,
 * no system-payload). An agent-key, when sent, must be the token's own site.
 */
export function registerImFallbackRoutes(app: FastifyInstance, im: ImService, agents: AgentRepo): void {
  async function identOfRequest(req: FastifyRequest): Promise<ImIdentity> {
    const raw = req.headers.authorization;
    const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const keyHeader = req.headers['agent-key'];
    const key = (Array.isArray(keyHeader) ? keyHeader[0] : keyHeader)?.trim();
    let agentTenant: number | undefined;
    if (key) {
      const agent = await agents.findByKey(key);
      // An unknown site can hold no valid token: refuse like a wrong token, without naming sites.
      agentTenant = agent?.id ?? -1;
    }
    return im.identify(token, agentTenant);
  }

  app.post(IM_PATHS.fallbackSend, async (req, reply) => {
    const ident = await identOfRequest(req);
    const data = await im.send(ident, parseInput(socketMessageSchema, req.body));
    return reply.send({ code: CODE_OK, msg: 'success', data });
  });
  app.post(IM_PATHS.fallbackFindToMe, async (req, reply) => {
    const ident = await identOfRequest(req);
    const data = await im.findToMe(ident, parseInput(findToMeInputSchema, req.body));
    return reply.send({ code: CODE_OK, msg: 'success', data });
  });

  app.get<{ Params: { group: string; file: string } }>('/im/emoji/:group/:file', async (req, reply) => {
    const m = /^(\d{1,3})\.svg$/.exec(req.params.file);
    const svg = m ? emojiSvg(req.params.group || EMOJI_DEFAULT_GROUP, Number(m[1])) : null;
    if (!svg) return reply.code(404).type('text/plain').send('not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
}
