import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { BODY_LIMIT_BYTES, COMPRESS_THRESHOLD_BYTES, ENVELOPE_BROTLI_QUALITY, EVENT_REMIND_EVERY_MS, INTERVIEW_REMIND_EVERY_MS, MAP_TILE_CACHE_SIZE, MAP_TILE_TIMEOUT_MS } from './constants';
import { createAgentRepo } from './core/agents';
import { createSiteByHost } from './core/site-by-host';
import type { Db } from './db/db';
import { installProtocol, isApiPath, type Protocol } from './http/protocol';
import { requestLogger } from './http/request-logger';
import { createDbRateLimiter, createRedisRateLimiter } from './http/rate-limit';
import { registerAdminRoutes } from './modules/admin/routes';
import { createOperatorService } from './modules/admin/service';
import { registerAppRoutes } from './modules/app/routes';
import { createAppService } from './modules/app/service';
import { registerAccountRoutes } from './modules/auth/account-routes';
import { createAccountService } from './modules/auth/account-service';
import type { CodeLimits } from './modules/auth/codes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerWechatRoutes } from './modules/auth/wechat-routes';
import { createWechatService } from './modules/auth/wechat-service';
import { noWechatProvider, type WechatOAuthProvider } from './providers/wechat/index';
import type { WechatAppCredentials, WechatAppKind, WechatTicketSource } from './providers/wechat/jssdk';
import type { WxaApi } from './providers/wechat/wxa';
import { createMemoryCredentialCache, createRedisCredentialCache } from './modules/platform/credential-cache';
import { registerPlatformRoutes } from './modules/platform/routes';
import { registerAiRoutes } from './modules/ai/routes';
import { createAiService } from './modules/ai/service';
import { noAiProvider, type AiProvider } from './providers/ai/index';
import { registerMapRoutes, registerMapStaticRoute } from './modules/map/routes';
import { createMapService } from './modules/map/service';
import { createTileFetcher } from './providers/map/index';
import { createPlatformService } from './modules/platform/service';
import { createAuthService } from './modules/auth/service';
import { registerCompanyRoutes } from './modules/company/routes';
import { createCompanyService } from './modules/company/service';
import { registerContentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { registerCommonRoutes } from './modules/common/routes';
import { createCommonService } from './modules/common/service';
import { registerBrandRoutes } from './modules/brand/routes';
import { registerDesignRoutes } from './modules/design/routes';
import { createDesignChanges } from './modules/design/changes';
import { createDesignService } from './modules/design/service';
import { registerDocumentRoutes } from './modules/document/routes';
import { registerJobRoutes } from './modules/job/routes';
import { registerJobSendRoutes } from './modules/job-send/routes';
import { createJobSendService, type ChatLine } from './modules/job-send/service';
import { createTenantScope, type TenantScope } from './db/tenant';
import { registerNoticeRoutes } from './modules/notice/routes';
import { startPeriodic } from './core/periodic';
import { LIVE_STATE_EVERY_MS } from '../schemas/live';
import { createPeriodicLease } from './core/periodic-lease';
import { registerEventRoutes } from './modules/events/routes';
import { createEventsService } from './modules/events/service';
import { createNoticeWriter } from './modules/notice/service';
import { registerJobManageRoutes } from './modules/job-manage/routes';
import { createJobManageService } from './modules/job-manage/service';
import { registerFavoritesRoutes } from './modules/favorites/routes';
import { createFavoritesService } from './modules/favorites/service';
import { installLegacyRedirects, registerLegacyRoutes } from './modules/legacy/routes';
import { createLegacyService } from './modules/legacy/service';
import { registerUploadRoutes } from './modules/upload/routes';
import { registerResumeRoutes } from './modules/resume/routes';
import { createResumeService } from './modules/resume/service';
import { createUploadService } from './modules/upload/service';
import { createFileSigner } from './modules/upload/signed-url';
import { createDiskStorage, type FileStorage } from './modules/upload/storage';
import { registerUserAccountRoutes } from './modules/user/account-routes';
import { registerProfileRoutes } from './modules/user/profile-routes';
import { createProfileService } from './modules/user/profile-service';
import { registerUserRoutes } from './modules/user/routes';
import { createUserService, settleRoleWithoutCompany } from './modules/user/service';
import { countUnread } from './modules/im/service';
import { createDevIdentityProvider, type IdentityProvider } from './providers/identity/index';
import { createDevMailProvider, type MailProvider } from './providers/mail/index';
import { createDevSmsProvider, type SmsProvider } from './providers/sms/index';
import { installIm } from './realtime/index';
import { registerLiveRoutes } from './modules/live/routes';
import { createBrandAddressService } from './modules/brand/address-service';
import { registerSystemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { createLiveService } from './modules/live/service';
import { ensureDemoStream, registerLiveMedia } from './modules/live/media';
import { registerInterviewRoutes } from './modules/interview/routes';
import { createInterviewService } from './modules/interview/service';
import { iceServersFor, type TurnConfig } from './providers/turn/index';
import { createMoneyService, registerMoneyRoutes, registerPayNotifyRoutes } from './modules/money/index';
import type { PayChannel, PaymentProvider } from './providers/payment/index';
import { ORDER_SETTLE_INTERVAL_MS } from './constants';
import { WIDGET_CHUNKS_PATH } from '../schemas/boot';
import { createBoot, widgetChunkMapOf } from './web/boot';
import { createSeo } from './web/seo';
import { registerWeb } from './web/static';

export interface AppOptions {
  db: Db;
  /** From migrate(): the role tenant transactions switch to. */
  appRole: string | null;
  redis?: Redis | null;
  /** Built SPA folder (dist/). */
  webDir?: string;
  logLevel?: string;
  /** Clock, injectable so tests can move time (payload age, token rotation). */
  now?: () => number;
  /** Prefix of rate-limit keys in Redis (tests sharing one Redis use their own). */
  redisPrefix?: string;
  /** Peers allowed to set X-Forwarded-For (main.ts: TRUST_PROXY), addresses or CIDR ranges; [] trusts none. Default: this machine. */
  trustProxy?: readonly string[];
  /**
   * Key of design preview-link signatures. Unset, each tenant's key is derived
   * from its RSA private key (see createDesignService), so nothing must be configured.
   */
  previewSecret?: string;
  /** SMS codes; main.ts chooses it from SMS_API_URL / SMS_API_KEY. Default: the development provider (server log). */
  sms?: SmsProvider;
  /** E-mail codes; main.ts chooses it from MAIL_API_URL. Default: the development provider (server log). */
  mail?: MailProvider;
  /** WeChat OAuth; main.ts chooses it from WECHAT_API_URL/WECHAT_APP_ID/WECHAT_APP_SECRET. Default: none (WeChat login refused). */
  wechat?: WechatOAuthProvider;
  /**
   * WeChat JS-SDK signing: the token/ticket API per app kind and the server's default app of each kind
   * (main.ts: WECHAT_API_URL + WECHAT_APP_ID/SECRET, WEWORK_API_URL + WEWORK_CORP_ID/SECRET). Default: none (未开通).
   */
  wechatJs?: {
    sources: Partial<Record<WechatAppKind, WechatTicketSource>>;
    defaults: Partial<Record<WechatAppKind, WechatAppCredentials>>;
    /** Mini-program API and the server's own mini-program (main.ts: WECHAT_API_URL + WXA_APP_ID/SECRET). Default: none (未开通). */
    wxa?: WxaApi;
    wxaDefault?: WechatAppCredentials;
  };
  /** AI text retouch; main.ts chooses it from AI_API_URL / AI_API_KEY / AI_MODEL. Default: none (AI 润色服务未开通). */
  ai?: AiProvider;
  /** Real-name checks; main.ts chooses it from IDENTITY_API_URL. Default: the development provider. */
  identity?: IdentityProvider;
  /**
   * Hosts (host or host:port) of operator-entered tile templates the server may read for static map
   * pictures (main.ts: MAP_TILE_HOSTS); the named providers' hosts are always allowed. Default: none.
   */
  mapTileHosts?: readonly string[];
  /** Where the demo live stream (HLS from ffmpeg) is made and served from (main.ts: DATA_DIR/live). Default: the system temp dir. */
  liveMediaDir?: string;
  /** Uploaded files on local disk (main.ts: DATA_DIR/uploads). Default: ./data/uploads. */
  uploadDir?: string;
  /** Another file storage (main.ts: S3-compatible when S3_ENDPOINT is set); replaces uploadDir. */
  storage?: FileStorage;
  /** Verification-code limits (main.ts: CODE_SENDS_PER_TENANT_DAY); tests lower them. Default: server/constants.ts. */
  codeLimits?: Partial<CodeLimits>;
  /**
   * Payment providers by channel (main.ts: WECHATPAY_* / ALIPAY_*, or the loopback fake in development)
   * and the public base address their notifications are posted to. Default: none (payment by provider answers "not available").
   */
  payment?: { providers: Partial<Record<PayChannel, PaymentProvider>>; notifyBase: string };
  /** …notifyBase '' means this server's own listening address (tests listen on a random port). */
  /** How often unpaid orders are settled by asking the provider (ms); 0: never by timer (tests call settleAll). Default: ORDER_SETTLE_INTERVAL_MS. */
  settleIntervalMs?: number;
  /** Spec §7's rights pre-check before a video interview (main.ts: RTC_RIGHTS_CHECK=1). Default: off, as the spec has it. */
  rtcRightsCheck?: boolean;
  /** STUN/TURN servers for calls (main.ts: TURN_URLS, TURN_SECRET). Default: none. */
  turn?: TurnConfig;
  /** Lets tests add routes to the same protocol before the app is ready. */
  extend?: (api: Protocol, app: FastifyInstance) => void;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info' },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Each request's logger (with its id) is made on its first line, not for every request.
    childLoggerFactory: requestLogger,
    // Only the balancer may set X-Forwarded-For; otherwise clients could pick the IP rate limits count.
    trustProxy: opts.trustProxy ? (opts.trustProxy.length ? [...opts.trustProxy] : false) : ['127.0.0.1', '::1'],
  });

  // Answers are compressed when the client accepts it and they are worth it (built assets are sent
  // from their precompressed copies, see web/static.ts). The protocol's API calls encode their own
  // envelopes the same way (server/http/prepared.ts) and leave this plugin out of their routes.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ENVELOPE_BROTLI_QUALITY } },
  });

  const limiter = opts.redis ? createRedisRateLimiter(opts.redis, opts.redisPrefix) : createDbRateLimiter(opts.db);
  const users = createUserService({ unread: countUnread });
  const auth = createAuthService({ limiter, now, users });
  const accounts = createAccountService({ limiter, now, auth, users, sms: opts.sms ?? createDevSmsProvider(app.log), mail: opts.mail ?? createDevMailProvider(app.log), ...(opts.codeLimits ? { codeLimits: opts.codeLimits } : {}) });
  const profile = createProfileService({ now, codes: accounts.codes, auth, limiter, identity: opts.identity ?? createDevIdentityProvider(app.log), users });
  const operators = createOperatorService({ limiter, now });
  // Modules talk through services handed over here, never through one another's repos.
  const content = createContentService();
  // Design answers and page heads kept in memory, dropped in every process when a tenant's design changes.
  const designChanges = createDesignChanges({ redis: opts.redis ?? null, prefix: opts.redisPrefix ?? 'rl:', embedded: opts.db.kind === 'pglite' });
  app.addHook('onClose', () => designChanges.close());
  const design = createDesignService({ now, previewSecret: opts.previewSecret, content, changes: designChanges });
  const agents = createAgentRepo(opts.db);
  const legacy = createLegacyService({ now, redis: opts.redis ?? null });
  app.addHook('onClose', () => legacy.close());
  // Page requests carry no agent-key: their tenant comes from the Host header.
  const siteOf = createSiteByHost({ db: opts.db, appRole: opts.appRole, agents, now });
  installLegacyRedirects(app, { legacy, siteOf });
  const api = installProtocol(app, {
    db: opts.db,
    appRole: opts.appRole,
    agents,
    sessions: auth.sessions,
    operators: operators.resolver,
    now,
  });

  registerAuthRoutes(api, auth);
  registerAccountRoutes(api, accounts);
  registerWechatRoutes(api, createWechatService({ now, auth, users, wechat: opts.wechat ?? noWechatProvider }));
  const companies = createCompanyService({ now, notices: createNoticeWriter(), afterLeaving: settleRoleWithoutCompany });
  registerCompanyRoutes(api, companies);
  registerUserAccountRoutes(api, accounts, users, companies);
  registerAppRoutes(api);
  // Tokens and tickets are shared through Redis when there is one: a token fetched by one process invalidates another's.
  const credentials = opts.redis ? createRedisCredentialCache(opts.redis, opts.redisPrefix ?? 'rl:') : createMemoryCredentialCache();
  registerAiRoutes(api, createAiService({ ai: opts.ai ?? noAiProvider, limiter, now }));
  const maps = createMapService({ now, tiles: createTileFetcher({ allowHosts: opts.mapTileHosts ?? [], timeoutMs: MAP_TILE_TIMEOUT_MS, cacheSize: MAP_TILE_CACHE_SIZE }) });
  registerMapRoutes(api, maps);
  registerMapStaticRoute(app, maps, async (key) => {
    const agent = await agents.findByKey(key);
    return agent?.active ? { agent, tenant: createTenantScope(opts.db, agent.id, opts.appRole) } : null;
  });
  registerPlatformRoutes(api, createPlatformService({ now, sources: opts.wechatJs?.sources ?? {}, defaults: opts.wechatJs?.defaults ?? {}, cache: credentials, wxa: opts.wechatJs?.wxa, wxaDefault: opts.wechatJs?.wxaDefault, oauth: opts.wechat }));
  registerUserRoutes(api, users);
  registerProfileRoutes(api, profile);
  registerJobRoutes(api, { common: createCommonService() });
  // The chat service is installed further down; it is looked up when a change is made.
  const chat = { notice: (tenant: TenantScope, line: ChatLine) => app.imService.notice(tenant, line) };
  const events = createEventsService({ now, notices: createNoticeWriter(), companies });
  // Reminders go out by themselves: every few minutes, each tenant's seats starting within a day;
  // with several processes, one of them per period (the lease), and each seat once in any case.
  const stopReminders = startPeriodic(
    EVENT_REMIND_EVERY_MS,
    async () => {
      for (const agent of await agents.list()) await events.sendReminders(createTenantScope(opts.db, agent.id, opts.appRole));
    },
    (err) => app.log.warn({ err }, 'event reminders failed'),
    createPeriodicLease(opts.db, 'event-reminders', EVENT_REMIND_EVERY_MS, now),
  );
  app.addHook('onClose', async () => stopReminders());
  registerEventRoutes(api, events);
  registerJobSendRoutes(api, createJobSendService({ now, chat, events, onChatError: (e) => app.log.warn({ err: e }, 'application chat line not sent') }));
  registerNoticeRoutes(api, { now });
  registerDesignRoutes(api, design);
  registerContentRoutes(api);
  registerDocumentRoutes(api, { app: createAppService(), content });
  registerCommonRoutes(api);
  registerBrandRoutes(api);
  registerAdminRoutes(api, { operators, design });
  registerLegacyRoutes(api, legacy);
  const storage = opts.storage ?? createDiskStorage(opts.uploadDir ?? 'data/uploads');
  const signer = createFileSigner({ secret: opts.previewSecret, now });
  await registerUploadRoutes(app, api, { db: opts.db, appRole: opts.appRole, uploads: createUploadService({ now, storage, signer }), storage, signer });
  const money = createMoneyService({ db: opts.db, appRole: opts.appRole, now, providers: opts.payment?.providers ?? {}, notifyBase: () => opts.payment?.notifyBase || ownAddress(app), log: app.log, limiter });
  const jobManage = createJobManageService({ now, rights: money });
  registerJobManageRoutes(api, jobManage);
  registerFavoritesRoutes(api, createFavoritesService());
  app.decorate('money', money);
  registerMoneyRoutes(api, money);
  await registerPayNotifyRoutes(app, money);
  const interviews = createInterviewService({ now, chat, rights: money, rightsCheck: opts.rtcRightsCheck ?? false, onChatError: (e) => app.log.warn({ err: e }, 'interview chat line not sent') });
  app.decorate('interviews', interviews);
  registerInterviewRoutes(api, interviews);
  // Interview reminders go out as chat system messages, like the events' reminders (one process per period).
  const stopInterviewReminders = startPeriodic(
    INTERVIEW_REMIND_EVERY_MS,
    async () => {
      for (const agent of await agents.list()) await interviews.sendReminders(createTenantScope(opts.db, agent.id, opts.appRole));
    },
    (err) => app.log.warn({ err }, 'interview reminders failed'),
    createPeriodicLease(opts.db, 'interview-reminders', INTERVIEW_REMIND_EVERY_MS, now),
  );
  app.addHook('onClose', async () => stopInterviewReminders());
  const im = installIm(app, api, { db: opts.db, appRole: opts.appRole, agents, now, redis: opts.redis ?? null, redisPrefix: opts.redisPrefix ?? 'rl:', rights: money, interviews, iceServers: (tenantId, userId) => iceServersFor(opts.turn, `t${tenantId}u${userId}`, now()) });
  // Viewers are the users in the live's chatroom now (sockets in the room, across processes).
  const lives = createLiveService({ now, notices: createNoticeWriter(), viewers: async (tenant, roomId) => (await im.service.listeners({ tenant, userId: 0, role: 0 }, roomId)).total });
  app.decorate('lives', lives);
  registerLiveRoutes(api, lives);
  // Lives change state by the clock (upcoming → live → ended → replay) and reservers are told at the start:
  // one process per period (the lease), each reserver once in any case.
  const stopLiveStates = startPeriodic(
    LIVE_STATE_EVERY_MS,
    async () => {
      for (const agent of await agents.list()) await lives.advance(createTenantScope(opts.db, agent.id, opts.appRole));
    },
    (err) => app.log.warn({ err }, 'live state run failed'),
    createPeriodicLease(opts.db, 'live-states', LIVE_STATE_EVERY_MS, now),
  );
  app.addHook('onClose', async () => stopLiveStates());
  const liveMediaDir = opts.liveMediaDir ?? join(tmpdir(), 'rm-live-media');
  registerLiveMedia(app, liveMediaDir);
  // Made in the background: the rooms show 暂无直播画面 until it is there (or when ffmpeg is missing).
  app.addHook('onReady', async () => {
    void ensureDemoStream(liveMediaDir).then(
      (made) => made || app.log.warn('ffmpeg not found: the demo live stream is not made (apt-get install ffmpeg)'),
      (err: unknown) => app.log.warn({ err }, 'demo live stream not made'),
    );
  });
  // Orders left without a notification are settled by asking the provider: at start, then on a timer;
  // with several processes, by one of them per period (the lease), so the provider is asked once.
  const settleEvery = opts.settleIntervalMs ?? ORDER_SETTLE_INTERVAL_MS;
  if (settleEvery > 0 && opts.payment) {
    const settle = startPeriodic(
      settleEvery,
      () => money.settleAll(),
      (e) => app.log.warn({ err: e }, 'order settle run failed'),
      createPeriodicLease(opts.db, 'order-settle', settleEvery, now),
    );
    app.addHook('onReady', async () => void settle.tick());
    app.addHook('onClose', async () => settle());
  }
  registerResumeRoutes(api, createResumeService({ now, storage, signer, isVip: async (tenant, userId) => (await money.vip(tenant, userId)).active }));
  // Last: the spec's other names of calls registered above (server/modules/system/routes.ts).
  const system = createSystemService({ now, limiter, session: (q, tenantId, userId) => users.session(q, tenantId, userId), sendSms: (tenant, purpose, mobile, o) => accounts.codes.sendSms(tenant, purpose, mobile, o) });
  const aliasesWaiting = registerSystemRoutes(api, system, createBrandAddressService({ companies }));
  if (aliasesWaiting.length) app.log.debug({ aliasesWaiting }, 'spec aliases whose call is not registered');
  opts.extend?.(api, app);

  app.get('/healthz', async () => ({ code: 200, msg: 'ok', data: { db: opts.db.kind, redis: Boolean(opts.redis) } }));

  const seo = createSeo({ siteOf, design, content, now, onDesignChange: (fn) => designChanges.onChange(fn) });
  const boot = createBoot({ siteOf, design, webDir: opts.webDir ?? 'dist' });
  const widgetChunks = widgetChunkMapOf(opts.webDir ?? 'dist');
  // Not cached: it names the running build's hashed files (a deploy changes them).
  app.get(WIDGET_CHUNKS_PATH, async (_req, reply) => {
    const map = widgetChunks();
    reply.header('cache-control', 'no-cache');
    return map ? map : reply.code(404).send({ code: 404, msg: '客户端尚未构建' });
  });
  const servePage = await registerWeb(app, opts.webDir ?? 'dist', { headFor: seo.headFor, bootFor: boot.htmlFor });
  app.setNotFoundHandler((req, reply) => (isApiPath(req.url) ? api.notFound(req, reply) : servePage(req, reply)));
  return app;
}

/** http://host:port this server listens on ('' before listen). */
function ownAddress(app: FastifyInstance): string {
  const a = app.server.address();
  if (!a || typeof a === 'string') return '';
  return `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
}
