import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { CODE_IM_TOKEN_INVALID, IM_MESSAGES, type ChatroomMessage } from '../../../schemas/im';
import type { ServerEvents } from '../../../schemas/im-socket';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import type { Db, Queryable } from '../../db/db';
import { createTenantScope, type TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { firstIssueText, safeParseZh } from '../../http/zod-zh';
import { imRepo, type ImRepo } from './repo';

export interface ImNotifier {
  toUser<E extends keyof ServerEvents>(tenantId: number, userId: number, event: E, ...args: Parameters<ServerEvents[E]>): void;
  /** One broadcast to several users (encoded once; a socket in both rooms gets it once). */
  toUsers<E extends keyof ServerEvents>(tenantId: number, userIds: number[], event: E, ...args: Parameters<ServerEvents[E]>): void;
  /**
   * toUsers, leaving out one socket when given: the one a message came on, whose ack already
   * carries it (one socket write and one client decode less per message; its other devices still get it).
   */
  toUsersExcept<E extends keyof ServerEvents>(tenantId: number, userIds: number[], exceptSocketId: string | undefined, event: E, ...args: Parameters<ServerEvents[E]>): void;
  toRoom(tenantId: number, roomId: string, message: ChatroomMessage): void;
  /** Users whose sockets are in a chatroom now (all processes). */
  roomUsers(tenantId: number, roomId: string): Promise<number[]>;
}

export interface ImDeps {
  db: Db;
  appRole: string | null;
  now: () => number;
  notifier: ImNotifier;
  /** Spends a right inside the chat transaction (the money area's spendRight); absent, propUse unlocks for free. */
  rights?: { spendRight(q: Queryable, tenantId: number, userId: number, key: 'rightsChat', num: number, ref: string): Promise<unknown> } | undefined;
  /** Books the interview an accepted interview invitation stands for (the interview module, in the chat's transaction). */
  interviewBooked?: ((q: Queryable, tenantId: number, b: { recruiterId: number; seekerId: number; cid: number; jobId: number | null; data: Record<string, unknown> }) => Promise<{ id: number; type: number; startAt: number; videoMinute: number }>) | undefined;
}

/** A chat identity resolved from a chat token. */
export interface ImIdentity {
  tenant: TenantScope;
  userId: number;
  role: number;
  /** The socket a socket call came on (absent over HTTP): the ack answers it, so a message's push may leave it out. */
  socketId?: string;
}

export type Push = () => void;

export const notFoundConversation = () => new ApiError(CODE_NOT_FOUND, IM_MESSAGES.conversationNotFound, 404);
export const notFoundMessage = () => new ApiError(CODE_NOT_FOUND, IM_MESSAGES.messageNotFound, 404);
/** Random bytes drawn for this many message ids at once (a system call for each id showed in profiles). */
const MSG_ID_BYTES = 12;
const MSG_IDS_PER_DRAW = 256;
let idPool = Buffer.alloc(0);
let idAt = 0;
/** A new message id: 12 random bytes (CSPRNG) in base64url, taken from a pool drawn 256 ids at a time. */
export function newMsgId(): string {
  if (idAt + MSG_ID_BYTES > idPool.length) {
    idPool = randomBytes(MSG_ID_BYTES * MSG_IDS_PER_DRAW);
    idAt = 0;
  }
  const id = idPool.toString('base64url', idAt, idAt + MSG_ID_BYTES);
  idAt += MSG_ID_BYTES;
  return id;
}
export const tokenInvalid = () => new ApiError(CODE_IM_TOKEN_INVALID, IM_MESSAGES.tokenInvalid, 401);

/** Parses a message body with its type's schema; zod's issues become one readable message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = safeParseZh(schema, body, 'content');
  if (!r.success) throw new ApiError(CODE_BAD_REQUEST, firstIssueText(r.error), 400);
  return r.data;
}

/** What every part of the chat service shares: its dependencies, tenant scopes and the unit of work. */
export interface ImContext extends ImDeps {
  scopeOf(tenantId: number): TenantScope;
  /** Runs a unit of work, then delivers its pushes only after the commit (never for rolled-back work). */
  work<T>(tenant: TenantScope, fn: (repo: ImRepo, pushes: Push[], q: Queryable) => Promise<T>): Promise<T>;
}

export function createImContext(deps: ImDeps): ImContext {
  const scopes = new Map<number, TenantScope>();
  const scopeOf = (tenantId: number) => {
    let s = scopes.get(tenantId);
    if (!s) scopes.set(tenantId, (s = createTenantScope(deps.db, tenantId, deps.appRole)));
    return s;
  };
  async function work<T>(tenant: TenantScope, fn: (repo: ImRepo, pushes: Push[], q: Queryable) => Promise<T>): Promise<T> {
    const pushes: Push[] = [];
    const out = await tenant.run((q) => fn(imRepo(q, tenant.tenantId), pushes, q));
    for (const p of pushes) p();
    return out;
  }
  return { ...deps, scopeOf, work };
}
