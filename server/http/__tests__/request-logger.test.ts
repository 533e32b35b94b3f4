import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../request-logger';

/** Fastify's root logger (pino) at `level`, its lines collected and parsed. */
function rootLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { root: Fastify({ logger: { level, stream } }).log, lines };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('requestLogger', () => {
  it('writes the lines the level lets through with the request id, and makes no child for the others', async () => {
    const { root, lines } = rootLogger('warn');
    const child = vi.spyOn(root, 'child');
    const log = requestLogger(root, { reqId: 'r-1' }, {});
    log.info({ req: 1 }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    log.error({ err: new Error('boom') }, 'unhandled error');
    log.warn('late');
    await flush();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, reqId: 'r-1', msg: 'unhandled error', err: { message: 'boom' } });
    expect(lines[1]).toMatchObject({ level: 40, reqId: 'r-1', msg: 'late' });
  });

  it('follows the root level when it changes', async () => {
    const { root, lines } = rootLogger('warn');
    const log = requestLogger(root, { reqId: 'r-2' }, {});
    log.info('before');
    root.level = 'info';
    log.info('after');
    await flush();
    expect(lines.map((l) => l.msg)).toEqual(['after']);
    expect(lines[0]!.reqId).toBe('r-2');
  });

  it("gives pino's own child to a route with a level of its own", async () => {
    const { root, lines } = rootLogger('warn');
    const log = requestLogger(root, { reqId: 'r-3' }, { level: 'debug' });
    log.debug('route detail');
    await flush();
    expect(lines).toMatchObject([{ reqId: 'r-3', msg: 'route detail' }]);
  });
});
