import { describe, expect, it, vi } from 'vitest';
import { WIDGET_CHUNKS_PATH } from '../../../../schemas/boot';
import { CHUNK_PREFETCH_BATCH, createChunkPrefetch } from '../chunk-prefetch';

const MAP = {
  'job-list': ['/assets/job-list-AAAA1111.js', '/assets/button-BBBB2222.js'],
  'chat-list': ['/assets/chat-list-CCCC3333.js', '/assets/button-BBBB2222.js', 'https://evil.example/x.js'],
  many: Array.from({ length: CHUNK_PREFETCH_BATCH * 2 + 1 }, (_, i) => `/assets/part-${i}-DDDD4444.js`),
};

function setup(opts: { map?: unknown; failing?: Set<string>; fetched?: string[] } = {}) {
  const asked: string[] = [];
  const log: string[] = [];
  const fallback = vi.fn(async () => undefined);
  const fetchJson = vi.fn(async (path: string) => {
    asked.push(path);
    if (opts.map === undefined) throw new Error('404');
    return opts.map;
  });
  const prefetch = createChunkPrefetch({
    fetchJson,
    fetchScript: async (href) => {
      log.push(href);
      if (opts.failing?.has(href)) throw new Error('gone');
    },
    fallback,
    pause: async () => void log.push('pause'),
    fetched: () => new Set(opts.fetched ?? []),
  });
  return { prefetch, asked, log, fallback, fetchJson };
}

describe('prefetching the next routes’ widget chunks without running them', () => {
  it('fetches each listed script of the types once, own assets only, and asks for the list once', async () => {
    const t = setup({ map: MAP });
    await t.prefetch(['job-list', 'chat-list']);
    await t.prefetch(['chat-list']);
    expect(t.log).toEqual(['/assets/job-list-AAAA1111.js', '/assets/button-BBBB2222.js', '/assets/chat-list-CCCC3333.js']);
    expect(t.asked).toEqual([WIDGET_CHUNKS_PATH]);
    expect(t.fallback).not.toHaveBeenCalled();
  });

  it('leaves out the scripts this page has fetched already', async () => {
    const t = setup({ map: MAP, fetched: ['/assets/button-BBBB2222.js'] });
    await t.prefetch(['job-list']);
    expect(t.log).toEqual(['/assets/job-list-AAAA1111.js']);
  });

  it('gives the main thread back after every batch of scripts', async () => {
    const t = setup({ map: MAP });
    await t.prefetch(['many']);
    const pauses = t.log.map((x, i) => (x === 'pause' ? i : -1)).filter((i) => i >= 0);
    expect(pauses).toEqual([CHUNK_PREFETCH_BATCH, CHUNK_PREFETCH_BATCH * 2 + 1]);
    expect(t.log.filter((x) => x !== 'pause')).toHaveLength(CHUNK_PREFETCH_BATCH * 2 + 1);
  });

  it('asks for a script again next time when its fetch failed', async () => {
    const t = setup({ map: MAP, failing: new Set(['/assets/job-list-AAAA1111.js']) });
    await t.prefetch(['job-list']);
    await t.prefetch(['job-list']);
    expect(t.log.filter((x) => x === '/assets/job-list-AAAA1111.js')).toHaveLength(2);
    expect(t.log.filter((x) => x === '/assets/button-BBBB2222.js')).toHaveLength(1);
  });

  it('without the list (a dev server, a broken answer) it loads the widgets the old way', async () => {
    const none = setup();
    await none.prefetch(['job-list']);
    expect(none.fallback).toHaveBeenCalledWith(['job-list']);
    const broken = setup({ map: { 'job-list': 'not a list' } });
    await broken.prefetch(['job-list']);
    expect(broken.fallback).toHaveBeenCalledWith(['job-list']);
    expect(broken.log).toEqual([]);
  });
});
