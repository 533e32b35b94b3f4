import { SMS_TIMEOUT_MS } from '../../constants';
import { NOT_CONFIGURED_MESSAGES, ServiceNotConfiguredError } from '../unavailable';

/** Why a code is sent; the SMS API picks its template by it. */
export type SmsPurpose = 'login' | 'reset' | 'mobile';

export interface SmsMessage {
  tenantId: number;
  mobile: string;
  code: string;
  purpose: SmsPurpose;
}

/** Sends verification codes. Implementations never hand the code back to a caller. */
export interface SmsProvider {
  readonly kind: 'development' | 'http' | 'unavailable';
  send(message: SmsMessage): Promise<void>;
}

/** The part of a logger the development provider writes to (Fastify's logger fits). */
export interface SmsLog {
  info(obj: object, msg: string): void;
}

/** Development: the code goes to the server log only, so a developer can log in without an SMS account. */
export function createDevSmsProvider(log: SmsLog): SmsProvider {
  return {
    kind: 'development',
    async send({ tenantId, mobile, code, purpose }) {
      log.info({ sms: { tenantId, mobile, code, purpose } }, `development SMS to ${mobile}: code ${code} (${purpose})`);
    },
  };
}

/** Production without SMS_API_URL: every send is refused as not configured. */
export function createUnavailableSmsProvider(): SmsProvider {
  return {
    kind: 'unavailable',
    async send() {
      throw new ServiceNotConfiguredError(NOT_CONFIGURED_MESSAGES.sms);
    },
  };
}

export class SmsSendError extends Error {}

export interface HttpSmsOptions {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
}

/**
 * A JSON SMS gateway: POST {mobile, code, purpose, tenantId} with a bearer key;
 * any 2xx answer whose JSON has no `error` (and `ok` not false) counts as sent.
 */
export function createHttpSmsProvider(opts: HttpSmsOptions): SmsProvider {
  return {
    kind: 'http',
    async send(message) {
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(opts.timeoutMs ?? SMS_TIMEOUT_MS),
        });
      } catch (e) {
        throw new SmsSendError(`SMS API unreachable: ${(e as Error).message}`);
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      const failed = body !== null && typeof body === 'object' && ('error' in body || (body as { ok?: unknown }).ok === false);
      if (!res.ok || failed) throw new SmsSendError(`SMS API refused (${res.status}): ${text.slice(0, 200)}`);
    },
  };
}

/** The HTTP provider when SMS_API_URL is set, the development provider otherwise. */
export function createSmsProvider(env: { SMS_API_URL?: string | undefined; SMS_API_KEY?: string | undefined }, log: SmsLog): SmsProvider {
  return env.SMS_API_URL ? createHttpSmsProvider({ url: env.SMS_API_URL, apiKey: env.SMS_API_KEY }) : createDevSmsProvider(log);
}
