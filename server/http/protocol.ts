import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badBodyText } from '../../schemas/fields';
import { encryptedBodySchema } from '../../schemas/rsa';
import {
  HEADER_AGENT_KEY,
  HEADER_AUTHORIZATION,
  HEADER_SYSTEM_PAYLOAD,
  systemPayloadSchema,
  type SystemPayload,
} from '../../schemas/system-payload';
import {
  AGENT_CACHE_TTL_MS,
  CODE_AGENT_UNKNOWN,
  CODE_BAD_REQUEST,
  CODE_NOT_FOUND,
  CODE_NOT_LOGGED_IN,
  CODE_OK,
  CODE_PAYLOAD_ERROR,
  CODE_PAYLOAD_EXPIRED,
  CODE_PAYLOAD_TOO_LARGE,
  CODE_RSA_ERROR,
  CODE_SERVER_ERROR,
  CODE_TOKEN_INVALID,
  CODE_UNSUPPORTED_MEDIA,
  CODE_USER_BLOCKED,
  INPUT_MEMO_MAX_TEXT,
  INPUT_MEMO_SIZE,
  SYSTEM_PAYLOAD_CACHE_SIZE,
  SYSTEM_PAYLOAD_MAX_AGE_MS,
  SYSTEM_PAYLOAD_MAX_SKEW_MS,
} from '../constants';
import type { Db } from '../db/db';
import { createTenantScope, type TenantScope } from '../db/tenant';
import type { Agent, AgentRepo } from '../core/agents';
import { ApiError } from './errors';
import { firstIssueText, safeParseZh } from './zod-zh';
import { PreparedAnswer, sendEnvelope, sendPrepared } from './prepared';
import { decryptText, RsaError } from './rsa';

/** The user a valid access token belongs to. */
export interface AuthUser {
  id: number;
  role: number;
  tokenHash: string;
}

export type SessionLookup =
  | { kind: 'ok'; user: AuthUser; rotatedToken?: string }
  | { kind: 'invalid' }
  | { kind: 'blocked'; reason: string };

/** Resolves an access token inside a tenant (the auth module implements it). */
export interface SessionResolver {
  resolve(tenant: TenantScope, token: string): Promise<SessionLookup>;
}

/** An operator of the tenant's admin side (design pages, settings). */
export interface AuthOperator {
  id: number;
  tokenHash: string;
}

/** Resolves an operator token inside a tenant; null when unknown or expired. */
export interface OperatorResolver {
  resolve(tenant: TenantScope, token: string): Promise<AuthOperator | null>;
}

/** What a handler knows about its request, resolved once by the protocol. */
export interface RequestContext {
  agent: Agent;
  tenant: TenantScope;
  /** The decrypted system-payload; null only on routes that do not require one. */
  payload: SystemPayload | null;
  user: AuthUser | null;
  /** Set on routes with auth 'operator' only. */
  operator: AuthOperator | null;
  ip: string;
  requestId: string;
}

export type AuthMode = 'user' | 'optional' | 'none' | 'operator';

export interface RouteOptions<S extends z.ZodType, A extends AuthMode> {
  /** The zod schema of the (decrypted) body. */
  input: S;
  /**
   * 'user': refuse without a valid user token; 'optional': anonymous allowed (default);
   * 'none': ignore tokens; 'operator': refuse without a valid operator token (admin calls).
   */
  auth?: A;
  /** The body is `{ciphertext}`: the JSON payload URL-encoded and RSA-encrypted in chunks. */
  encrypted?: boolean;
  /** Refuse a call without a valid system-payload (default true; keyGet is the exception). */
  systemPayload?: boolean;
  /**
   * The input schema gives the same value for the same body text (no defaults from the clock, no
   * effects) and the handler only reads its input: the validated input of a short body is kept by
   * its text and shared, frozen, by later requests sending the same text. For the public reads every
   * page load makes (settingGet, designPageGet), where validation was a large part of the work.
   */
  memoInput?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived (set by the protocol's JSON parser), for memoInput routes. */
    bodyText: string | null;
  }
}

/** On routes with auth 'user' the handler is given a user for certain. */
export type ContextFor<A extends AuthMode> = A extends 'user'
  ? RequestContext & { user: AuthUser }
  : A extends 'operator'
    ? RequestContext & { operator: AuthOperator }
    : RequestContext;

export type Handler<S extends z.ZodType, A extends AuthMode> = (input: z.infer<S>, ctx: ContextFor<A>) => Promise<unknown>;

export interface Protocol {
  post<S extends z.ZodType, A extends AuthMode = 'optional'>(path: string, opts: RouteOptions<S, A>, handler: Handler<S, A>): void;
  /**
   * Registers `path` as the same call as the registered `target`: same input schema, auth, encryption and
   * handler (the spec's /v1/t0 names of existing calls). Answers false, registering nothing, when `target`
   * is not registered (yet).
   */
  alias(path: string, target: string): boolean;
  /** Envelope answer for an unknown API path (used by the app's not-found handler). */
  notFound(req: FastifyRequest, reply: FastifyReply): void;
  /** Every registered call, for tests that must cover each one (tenant isolation). */
  routes(): readonly string[];
  /** A registered call's input schema and whether its body is encrypted (the fuzz walk builds bodies from it). */
  routeInput(path: string): { input: z.ZodType; encrypted: boolean; auth: AuthMode } | undefined;
}

export interface ProtocolDeps {
  db: Db;
  appRole: string | null;
  agents: AgentRepo;
  sessions: SessionResolver;
  /** Needed by routes with auth 'operator'. */
  operators?: OperatorResolver;
  now: () => number;
}

/** Paths answered by the protocol rather than by the SPA. */
export const API_PREFIXES = ['/api-auth/', '/api-user/', '/api-open/', '/api-admin/', '/v1/', '/im/'];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

export function installProtocol(app: FastifyInstance, deps: ProtocolDeps): Protocol {
  const agentCache = new Map<string, { agent: Agent | null; until: number }>();
  // Decrypted system-payloads by the header's text, with the agent key pair that decrypted them:
  // a hit counts only for that agent and key, anything else is decrypted (and checked) again.
  const payloadCache = new Map<string, { agentId: number; rsaKeyId: string; payload: SystemPayload }>();
  // A tenant's scope depends on its id alone, so it is made once per tenant rather than per request.
  const scopes = new Map<number, TenantScope>();
  const scopeOf = (tenantId: number): TenantScope => {
    let scope = scopes.get(tenantId);
    if (!scope) scopes.set(tenantId, (scope = createTenantScope(deps.db, tenantId, deps.appRole)));
    return scope;
  };
  const postPaths = new Set<string>();

  // Fastify's own JSON parser (same poisoning rules), keeping the text for memoInput routes.
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.decorateRequest('bodyText', null);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.bodyText = body as string;
    parseJson(req, body as string, done);
  });
  const inputs = new Map<string, { input: z.ZodType; encrypted: boolean; auth: AuthMode }>();
  // What alias() needs to register a second path for a call.
  const registered = new Map<string, { opts: RouteOptions<z.ZodType, AuthMode>; handler: Handler<z.ZodType, AuthMode> }>();

  async function resolveAgent(req: FastifyRequest): Promise<Agent> {
    const key = header(req, HEADER_AGENT_KEY);
    if (!key) throw new ApiError(CODE_AGENT_UNKNOWN, '缺少 agent-key 请求头', 400);
    const now = deps.now();
    let hit = agentCache.get(key);
    if (!hit || hit.until < now) {
      hit = { agent: await deps.agents.findByKey(key), until: now + AGENT_CACHE_TTL_MS };
      agentCache.set(key, hit);
    }
    if (!hit.agent || !hit.agent.active) throw new ApiError(CODE_AGENT_UNKNOWN, `未知的站点：${key.slice(0, 40)}`, 400);
    return hit.agent;
  }

  function readSystemPayload(req: FastifyRequest, agent: Agent): SystemPayload {
    const raw = header(req, HEADER_SYSTEM_PAYLOAD);
    if (!raw) throw payloadError('缺少 system-payload 请求头');
    const hit = payloadCache.get(raw);
    let payload = hit && hit.agentId === agent.id && hit.rsaKeyId === agent.rsaKeyId ? hit.payload : undefined;
    if (!payload) {
      let json: unknown;
      try {
        json = JSON.parse(decryptText(raw, agent.rsaPrivateKey));
      } catch (e) {
        if (e instanceof RsaError || e instanceof SyntaxError) throw rsaError();
        throw e;
      }
      const parsed = safeParseZh(systemPayloadSchema, json, 'system-payload');
      if (!parsed.success) {
        const missing = ['aaid', 'acid'].filter((k) => !(json && typeof json === 'object' && (json as Record<string, unknown>)[k]));
        throw payloadError(missing.length ? `系统参数缺少 ${missing.join('、')}` : `系统参数无效：${firstIssueText(parsed.error)}`);
      }
      payload = parsed.data;
      if (payload.aaid !== agent.aaid || payload.acid !== agent.acid) throw payloadError('系统参数与站点不匹配');
      if (!hit && payloadCache.size >= SYSTEM_PAYLOAD_CACHE_SIZE) payloadCache.delete(payloadCache.keys().next().value!);
      payloadCache.set(raw, { agentId: agent.id, rsaKeyId: agent.rsaKeyId, payload });
    }
    const age = deps.now() - payload.time;
    if (age > SYSTEM_PAYLOAD_MAX_AGE_MS || age < -SYSTEM_PAYLOAD_MAX_SKEW_MS) {
      throw new ApiError(CODE_PAYLOAD_EXPIRED, '请求已过期，请检查手机时间后重试', 400);
    }
    return payload;
  }

  function readInput<S extends z.ZodType>(req: FastifyRequest, agent: Agent, opts: RouteOptions<S, AuthMode>, memo: Map<string, unknown> | null): z.infer<S> {
    const text = memo && req.bodyText !== null && req.bodyText.length <= INPUT_MEMO_MAX_TEXT ? req.bodyText : null;
    if (text !== null) {
      const kept = memo!.get(text);
      if (kept !== undefined) return kept as z.infer<S>;
    }
    let body: unknown = req.body ?? {};
    if (opts.encrypted) {
      const env = encryptedBodySchema.safeParse(body);
      if (!env.success) throw new ApiError(CODE_BAD_REQUEST, '该接口需要加密提交', 400);
      try {
        body = JSON.parse(decryptText(env.data.ciphertext, agent.rsaPrivateKey));
      } catch (e) {
        if (e instanceof RsaError || e instanceof SyntaxError) throw rsaError();
        throw e;
      }
    }
    // One wall for every route, before its own schema: no control characters (NUL cannot be stored) and bounded nesting.
    const bad = badBodyText(body);
    if (bad) throw new ApiError(CODE_BAD_REQUEST, bad, 400);
    const parsed = safeParseZh(opts.input, body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new ApiError(CODE_BAD_REQUEST, firstIssueText(parsed.error), 400, { issues });
    }
    if (text !== null) {
      if (memo!.size >= INPUT_MEMO_SIZE) memo!.delete(memo!.keys().next().value!);
      memo!.set(text, deepFreeze(parsed.data));
    }
    return parsed.data;
  }

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.httpStatus).send({ code: err.code, msg: err.message, ...(err.data === undefined ? {} : { data: err.data }) });
    }
    if (err instanceof RsaError) return reply.code(400).send({ code: CODE_RSA_ERROR, msg: rsaError().message });
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals (body parsing, size, media type) get a readable envelope.
      const known: Record<number, [number, string]> = {
        413: [CODE_PAYLOAD_TOO_LARGE, '请求内容过大'],
        415: [CODE_UNSUPPORTED_MEDIA, '请求格式不支持，请以 JSON 提交'],
      };
      const [code, msg] = known[status] ?? [CODE_BAD_REQUEST, err.code?.startsWith('FST_ERR_CTP') ? '请求内容不是有效的 JSON' : '请求无效'];
      return reply.code(status).send({ code, msg });
    }
    // Details stay in the log, under the request id the client is given.
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: CODE_SERVER_ERROR, msg: '服务器开小差了，请稍后再试', requestId: req.id });
  });

  const protocol: Protocol = {
    post<S extends z.ZodType, A extends AuthMode = 'optional'>(path: string, opts: RouteOptions<S, A>, handler: Handler<S, A>) {
      if (postPaths.has(path)) throw new Error(`route ${path} registered twice`);
      postPaths.add(path);
      registered.set(path, { opts, handler: handler as Handler<z.ZodType, AuthMode> });
      inputs.set(path, { input: opts.input, encrypted: Boolean(opts.encrypted), auth: opts.auth ?? 'optional' });
      if (opts.memoInput && opts.encrypted) throw new Error(`route ${path}: memoInput needs a plain body (its text is the key)`);
      const memo = opts.memoInput ? new Map<string, unknown>() : null;
      // The protocol encodes its own answers (sendEnvelope, sendPrepared): @fastify/compress stays out of its routes.
      app.post(path, { compress: false }, async (req, reply) => {
        const agent = await resolveAgent(req);
        const payload = opts.systemPayload === false ? null : readSystemPayload(req, agent);
        const tenant = scopeOf(agent.id);
        let user: AuthUser | null = null;
        let operator: AuthOperator | null = null;
        let rotatedToken: string | undefined;
        const token = opts.auth === 'none' ? '' : bearer(header(req, HEADER_AUTHORIZATION));
        if (opts.auth === 'operator') {
          if (!deps.operators) throw new Error(`route ${path} needs an operator resolver`);
          if (!token) throw new ApiError(CODE_NOT_LOGGED_IN, '请先登录运营后台', 401);
          operator = await deps.operators.resolve(tenant, token);
          if (!operator) throw new ApiError(CODE_TOKEN_INVALID, '运营登录已失效，请重新登录', 401);
        } else if (token) {
          const found = await deps.sessions.resolve(tenant, token);
          if (found.kind === 'blocked') throw new ApiError(CODE_USER_BLOCKED, '账号已被封禁', 403, { reason: found.reason });
          if (found.kind === 'ok') {
            user = found.user;
            rotatedToken = found.rotatedToken;
          } else if (opts.auth === 'user') {
            throw new ApiError(CODE_TOKEN_INVALID, '登录已失效，请重新登录', 401);
          }
        }
        if (!user && opts.auth === 'user') throw new ApiError(CODE_NOT_LOGGED_IN, '请先登录', 401);
        const input = readInput(req, agent, opts, memo);
        const ctx = { agent, tenant, payload, user, operator, ip: req.ip, requestId: req.id };
        // With auth 'user' a missing user was refused above, so the narrower type holds.
        const data = await handler(input, ctx as ContextFor<A>);
        // Both names carry the new token: older clients read refreshToken, ours accessToken.
        const rotation = rotatedToken ? { accessToken: rotatedToken, refreshToken: rotatedToken } : {};
        if (data instanceof StreamAnswer) return sendStream(req, reply, data, rotation);
        if (data instanceof PreparedAnswer) {
          // A rotated token is this user's own: the shared bytes cannot carry it.
          if (!rotatedToken) return sendPrepared(req, reply, data);
          return sendEnvelope(req, reply, { code: CODE_OK, msg: 'success', data: data.data ?? null, ...rotation });
        }
        return sendEnvelope(req, reply, { code: CODE_OK, msg: 'success', data: data ?? null, ...rotation });
      });
    },
    alias(path, target) {
      const r = registered.get(target);
      if (!r) return false;
      protocol.post(path, r.opts, r.handler);
      return true;
    },
    routes: () => [...postPaths],
    routeInput: (path) => inputs.get(path),
    notFound(req, reply) {
      const path = req.url.split('?')[0]!;
      if (postPaths.has(path) && req.method !== 'POST') {
        return reply.code(405).send({ code: CODE_BAD_REQUEST, msg: '接口只接受 POST 请求' });
      }
      return reply.code(404).send({ code: CODE_NOT_FOUND, msg: `接口不存在：${path.slice(0, 100)}` });
    },
  };
  return protocol;
}

/**
 * A handler's answer sent while it is being written (the AI retouch): one JSON line
 * `{"delta": "…"}` per piece, then the envelope line with the whole text, or an
 * error envelope line when the source fails half-way. Refusals before the first
 * piece (bad input, limits, 未开通) are thrown as usual and get the plain envelope.
 */
export class StreamAnswer {
  constructor(
    readonly pieces: (signal: AbortSignal) => AsyncIterable<string>,
    /** The error envelope of a source that failed after the stream began. */
    readonly failed: (err: unknown) => { code: number; msg: string },
  ) {}
}

async function sendStream(req: FastifyRequest, reply: FastifyReply, answer: StreamAnswer, rotation: object): Promise<FastifyReply> {
  reply.hijack();
  const raw = reply.raw;
  const stop = new AbortController();
  // A reader who goes away stops the source (and what it costs).
  raw.on('close', () => stop.abort());
  raw.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' });
  let text = '';
  try {
    for await (const piece of answer.pieces(stop.signal)) {
      text += piece;
      raw.write(`${JSON.stringify({ delta: piece })}\n`);
    }
    raw.end(`${JSON.stringify({ code: CODE_OK, msg: 'success', data: { text }, ...rotation })}\n`);
  } catch (err) {
    if (!stop.signal.aborted) req.log.warn({ err }, 'stream failed');
    raw.end(`${JSON.stringify(answer.failed(err))}\n`);
  }
  return reply;
}

/** Freezes a validated input all the way down, so requests sharing it cannot change it for one another. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function header(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

function bearer(value: string): string {
  return value.replace(/^Bearer\s+/i, '').trim();
}

function payloadError(msg: string): ApiError {
  return new ApiError(CODE_PAYLOAD_ERROR, msg, 400, { errorPayload: true });
}

function rsaError(): ApiError {
  return new ApiError(CODE_RSA_ERROR, '加密参数无法解密，请重试', 400);
}

