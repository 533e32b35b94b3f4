import { MAIL_TIMEOUT_MS } from '../../constants';
import { NOT_CONFIGURED_MESSAGES, ServiceNotConfiguredError } from '../unavailable';

export interface MailMessage {
  tenantId: number;
  email: string;
  code: string;
  purpose: 'email';
}

/** Sends e-mail verification codes. Implementations never hand the code back to a caller. */
export interface MailProvider {
  readonly kind: 'development' | 'http' | 'unavailable';
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Production without MAIL_API_URL: every send is refused as not configured. */
export function createUnavailableMailProvider(): MailProvider {
  return {
    kind: 'unavailable',
    async send() {
      throw new ServiceNotConfiguredError(NOT_CONFIGURED_MESSAGES.mail);
    },
  };
}

/** Development: the code goes to the server log only. */
export function createDevMailProvider(log: MailLog): MailProvider {
  return {
    kind: 'development',
    async send({ tenantId, email, code, purpose }) {
      log.info({ mail: { tenantId, email, code, purpose } }, `development e-mail to ${email}: code ${code} (${purpose})`);
    },
  };
}

/** A JSON mail gateway: POST {email, code, purpose, tenantId} with a bearer key; any 2xx counts as sent. */
export function createHttpMailProvider(opts: { url: string; apiKey?: string | undefined }): MailProvider {
  return {
    kind: 'http',
    async send(message) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`mail API refused (${res.status})`);
    },
  };
}
