import { CODE_BAD_REQUEST } from '../constants';

/**
 * An error a client may see: a code from schemas/codes.ts and a message users
 * can read. Anything else thrown in a handler becomes a generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; always below 500 for errors the client caused. */
    readonly httpStatus = 400,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function badRequest(message: string, data?: unknown): ApiError {
  return new ApiError(CODE_BAD_REQUEST, message, 400, data);
}
