import { z } from 'zod';

/**
 * The decrypted `system-payload` header (spec §7): who is calling, from which
 * app build, and when. The server refuses one without aaid/acid (error-payload
 * flag) or older than the replay window.
 */
export const systemPayloadSchema = z.object({
  /** Milliseconds since the epoch when the client made the payload. */
  time: z.number().int().positive(),
  /** Agent account id; must belong to the agent named by the agent-key header. */
  aaid: z.string().min(1),
  /** Agent client id; must belong to the same agent. */
  acid: z.string().min(1),
  /** Product type (1 for this product). */
  productType: z.number().int(),
  /** Terminal type (41 for the mobile web client). */
  terminalType: z.number().int(),
  /** Client version, e.g. 1.2.0. */
  version: z.string(),
});
export type SystemPayload = z.infer<typeof systemPayloadSchema>;

/** Header names of the protocol, named once. */
export const HEADER_AGENT_KEY = 'agent-key';
export const HEADER_SYSTEM_PAYLOAD = 'system-payload';
export const HEADER_AUTHORIZATION = 'authorization';
