import { z } from 'zod';

/**
 * The response envelope of every API call (spec §3). Legacy upload answers use
 * resp_code / resp_msg; `normalizeEnvelope` folds them into code / msg.
 */
export const envelopeSchema = z.object({
  /** 200 on success; anything else is an error code from `codes.ts`. */
  code: z.number().int(),
  /** A message users can read (Chinese where the product speaks Chinese). */
  msg: z.string().default(''),
  /** The call's result; absent on most errors. */
  data: z.unknown().optional(),
  /** A new access token when the server rotated the session. */
  accessToken: z.string().optional(),
  /** Sent with accessToken when a token is rotated. */
  refreshToken: z.string().optional(),
  /** The server asks the client to encrypt with a fresh RSA key. */
  RSA: z.unknown().optional(),
  /** Request id for support: the log line of a 500 carries the same id. */
  requestId: z.string().optional(),
});

export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data?: T };

/** Accepts resp_code / resp_msg (upload services) as code / msg. */
export function normalizeEnvelope(raw: unknown): Envelope | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const folded = {
    ...o,
    code: o.code ?? (typeof o.resp_code === 'string' ? Number(o.resp_code) : o.resp_code),
    msg: o.msg ?? o.resp_msg ?? '',
  };
  const parsed = envelopeSchema.safeParse(folded);
  return parsed.success ? (parsed.data as Envelope) : null;
}
