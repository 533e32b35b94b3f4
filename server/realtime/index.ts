import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { IM_SOCKET_PATH } from '../../schemas/im';
import type { Db } from '../db/db';
import type { Protocol } from '../http/protocol';
import type { AgentRepo } from '../core/agents';
import { quitWhenSettled } from '../core/redis';
import { registerImFallbackRoutes, registerImRoutes } from '../modules/im/routes';
import { createImService, type ImDeps, type ImNotifier, type ImService } from '../modules/im/service';
import { chatRoom, createImHandlers, userRoom, type ImServer } from './im.handlers';
import type { IceServer } from '../../schemas/interview';
import type { InterviewService } from '../modules/interview/service';
import { createRtcHandlers } from './rtc.handlers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat service, for other areas' notices (imService.notice) once wired by the lead. */
    imService: ImService;
  }
}

export interface ImInstallDeps {
  db: Db;
  appRole: string | null;
  agents: AgentRepo;
  now: () => number;
  redis: Redis | null;
  /** Prefix of this deployment's Redis keys; processes of one deployment share it, others must not. */
  redisPrefix: string;
  /** The money area's right spender (propUse pays a chat right). */
  rights?: ImDeps['rights'];
  /** Interviews, for the call rooms' signalling (rtc* events). */
  interviews?: InterviewService;
  /** ICE servers handed to a call (TURN credentials per user). */
  iceServers?: (tenantId: number, userId: number) => IceServer[];
}

/**
 * Chat on the app's own HTTP server: socket.io under IM_SOCKET_PATH, the /api-user/im/* calls and
 * the HTTP fallback. With Redis, pushes fan out through the Redis adapter, so a user's sockets on
 * any process receive them; nothing a process keeps is needed by another.
 */
export function installIm(app: FastifyInstance, api: Protocol, deps: ImInstallDeps): { io: ImServer; service: ImService } {
  const io: ImServer = new Server(app.server, {
    path: IM_SOCKET_PATH,
    serveClient: false,
    // Delivery is made reliable by sequence numbers and sync, not by socket.io's recovery
    // (which does not work with the Redis adapter).
    connectionStateRecovery: undefined,
    maxHttpBufferSize: 1_000_000,
  });
  if (deps.redis) {
    const pub = deps.redis.duplicate();
    const sub = deps.redis.duplicate();
    // A broken Redis connection must not take the process down; ioredis reconnects by itself.
    pub.on('error', (e) => app.log.warn({ err: e }, 'redis (socket.io pub) error'));
    sub.on('error', (e) => app.log.warn({ err: e }, 'redis (socket.io sub) error'));
    io.adapter(createAdapter(pub, sub, { key: `${deps.redisPrefix}im` }));
    app.addHook('onClose', async () => {
      await Promise.allSettled([quitWhenSettled(pub), quitWhenSettled(sub)]);
    });
  }

  const notifier: ImNotifier = {
    toUser(tenantId, userId, event, ...args) {
      io.to(userRoom(tenantId, userId)).emit(event, ...args);
    },
    toUsers(tenantId, userIds, event, ...args) {
      notifier.toUsersExcept(tenantId, userIds, undefined, event, ...args);
    },
    toUsersExcept(tenantId, userIds, exceptSocketId, event, ...args) {
      const to = io.to(userIds.map((u) => userRoom(tenantId, u)));
      (exceptSocketId ? to.except(exceptSocketId) : to).emit(event, ...args);
    },
    toRoom(tenantId, roomId, message) {
      io.to(chatRoom(tenantId, roomId)).emit('imChatroomMsg', message);
    },
    async roomUsers(tenantId, roomId) {
      const sockets = await io.in(chatRoom(tenantId, roomId)).fetchSockets();
      return sockets.map((s) => s.data.userId).filter((u): u is number => typeof u === 'number');
    },
  };
  const interviews = deps.interviews;
  const service = createImService({ db: deps.db, appRole: deps.appRole, now: deps.now, notifier, rights: deps.rights, interviewBooked: interviews ? (q, tenantId, b) => interviews.bookFromExchange(q, tenantId, b) : undefined });
  const chatHandlers = createImHandlers({ service, io, log: app.log });
  const rtcHandlers = deps.interviews ? createRtcHandlers({ interviews: deps.interviews, io, log: app.log, scopeOf: service.scopeOf, iceServers: deps.iceServers ?? (() => []) }) : null;
  io.on('connection', (socket) => {
    chatHandlers(socket);
    rtcHandlers?.(socket);
  });
  app.decorate('imService', service);
  registerImRoutes(api, service);
  registerImFallbackRoutes(app, service, deps.agents);

  // Open websockets would hold the HTTP server's close open: end them first.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return { io, service };
}
