import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE_OK, COMPRESS_SYNC_MAX_BYTES, COMPRESS_THRESHOLD_BYTES, ENVELOPE_BROTLI_QUALITY } from '../constants';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const JSON_TYPE = 'application/json; charset=utf-8';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/**
 * A success answer whose data many requests share until it changes (a tenant's setting, a
 * published design page): its envelope is written to JSON once, and compressed once per
 * encoding (at the best ratio, since it is done once), instead of once per request.
 *
 * Made by prepared(data) from an object the service keeps, so the same object gives the same
 * answer; a new object (after a publish) gives a new one, and the old one goes with its object.
 */
export class PreparedAnswer {
  readonly #encoded = new Map<AnswerEncoding, Promise<Buffer>>();
  #json: Buffer | undefined;

  constructor(readonly data: unknown) {}

  /** The envelope as JSON bytes, uncompressed. */
  json(): Buffer {
    return (this.#json ??= Buffer.from(JSON.stringify({ code: CODE_OK, msg: 'success', data: this.data ?? null })));
  }

  /** The envelope in this encoding; a small answer is never compressed. */
  bytes(encoding: AnswerEncoding): Promise<Buffer> {
    const json = this.json();
    if (encoding === 'identity' || json.length < COMPRESS_THRESHOLD_BYTES) return Promise.resolve(json);
    let done = this.#encoded.get(encoding);
    if (!done) {
      done =
        encoding === 'br'
          ? brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length } })
          : gzipped(json, { level: 9 });
      this.#encoded.set(encoding, done);
    }
    return done;
  }
}

const answers = new WeakMap<object, PreparedAnswer>();

/** The prepared answer of a kept object (the same one for as long as the object lives). */
export function prepared(data: object): PreparedAnswer {
  let answer = answers.get(data);
  if (!answer) answers.set(data, (answer = new PreparedAnswer(data)));
  return answer;
}

/**
 * The encoding to answer in: brotli, else gzip, when the client accepts it (a q of 0 refuses),
 * else none. The same choice @fastify/compress makes for the other answers.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  let known = encodingOf.get(header);
  if (!known) {
    // Browsers send a handful of distinct headers; anything beyond that is not worth keeping.
    if (encodingOf.size >= 64) encodingOf.clear();
    encodingOf.set(header, (known = parseAcceptEncoding(header)));
  }
  return known;
}

const encodingOf = new Map<string, AnswerEncoding>();

function parseAcceptEncoding(header: string): AnswerEncoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Sends a prepared answer's bytes as they are, in the encoding the client accepts. */
export async function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): Promise<FastifyReply> {
  const wanted = acceptedEncoding(req.headers['accept-encoding']);
  const body = await answer.bytes(wanted);
  const compressed = body !== answer.json();
  reply.header('content-type', JSON_TYPE).header('vary', 'accept-encoding');
  if (compressed) reply.header('content-encoding', wanted);
  return reply.send(body);
}

/**
 * Sends an API envelope, compressed when it is worth it and the client accepts it: the protocol's
 * calls encode their own answers (their routes leave @fastify/compress out, whose three hooks every
 * request paid), as @fastify/compress did for them: brotli at a level cheap enough per request, or
 * gzip; in this thread when small, on the zlib pool when large.
 */
export async function sendEnvelope(req: FastifyRequest, reply: FastifyReply, envelope: object): Promise<FastifyReply> {
  const json = JSON.stringify(envelope);
  reply.header('content-type', JSON_TYPE);
  // Most answers are short: their length in characters already says they stay as they are.
  if (json.length < COMPRESS_THRESHOLD_BYTES / 3 || Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(json);
  return reply.header('content-encoding', encoding).send(await compressText(json, encoding));
}

function compressText(json: string, encoding: 'br' | 'gzip'): Buffer | Promise<Buffer> {
  const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ENVELOPE_BROTLI_QUALITY } };
  if (json.length <= COMPRESS_SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(json, brotliOptions) : gzipSync(json);
  return encoding === 'br' ? brotli(json, brotliOptions) : gzipped(json);
}
