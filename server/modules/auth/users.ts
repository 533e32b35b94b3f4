import type { UserSession } from '../../../schemas/auth';
import type { Queryable } from '../../db/db';

/** An account as logging in reads it. */
export interface LoginAccount {
  id: number;
  password_hash: string;
  /** 2: blocked. */
  status: number;
  blocked_reason: string | null;
}

/**
 * What auth needs of the user module, handed over by server/app.ts. Auth
 * imports nothing from user, so the user calls (profile, roles) can build on
 * auth's sessions and codes without a cycle.
 */
export interface UserAccess {
  /** The users table of one tenant, inside the caller's transaction. */
  accounts(
    q: Queryable,
    tenantId: number,
  ): {
    findByAccount(account: string): Promise<LoginAccount | null>;
    findById(id: number): Promise<LoginAccount | null>;
    findByMobile(mobile: string): Promise<LoginAccount | null>;
    /** A job-seeker account for a number logging in by code for the first time. */
    createByMobile(mobile: string, name: string): Promise<LoginAccount>;
    incrementLoginNum(id: number): Promise<number>;
    setPassword(id: number, passwordHash: string): Promise<void>;
    /** Ends every session of the user (password reset). */
    endSessions(id: number): Promise<void>;
  };
  /** The user session of spec §3 that every login answers. */
  session(q: Queryable, tenantId: number, userId: number): Promise<UserSession>;
}
