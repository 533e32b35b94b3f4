import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { createExpiringStorage, memoryStore } from '../../storage';
import { createDesignLoader, DESIGN_PAGE_RECHECK_MS } from '../loader';

/**
 * A published page reaches an open app at its next navigation after at most
 * 60 s, without a reload; a new visit asks at once. The server here is a tiny
 * stand-in for designPageGet's updatedAt rule (the real one is tested in
 * server/modules/design); what is under test is when the loader asks.
 */
function fakeServer() {
  let published = { text: '旧版', updatedAt: '2026-01-01T00:00:00.000Z' };
  const calls: unknown[] = [];
  const api = {
    request: vi.fn(async (_path: string, data: unknown) => {
      calls.push(data);
      const held = (data as { updatedAt?: string }).updatedAt;
      if (held === published.updatedAt) return { unchanged: true, updatedAt: held };
      return { schemaVersion: 2, page: 'home', updatedAt: published.updatedAt, nodes: [{ id: 'n1', type: 'notice-bar', props: { text: published.text } }] };
    }),
    clearCache: () => undefined,
  } as unknown as ApiClient;
  return {
    api,
    calls,
    publish(text: string) {
      published = { text, updatedAt: new Date(Date.now()).toISOString() };
    },
  };
}
const textOf = (p: { nodes: { props: Record<string, unknown> }[] }) => p.nodes[0]?.props.text;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('design page re-check', () => {
  it('serves the checked page without asking again within 60 s, and shows a published change at the first navigation after', async () => {
    const server = fakeServer();
    const storage = createExpiringStorage(memoryStore());
    const loader = createDesignLoader(server.api, storage);
    expect(textOf(await loader.page('home'))).toBe('旧版');
    expect(server.calls).toHaveLength(1);

    server.publish('新版');
    vi.advanceTimersByTime(DESIGN_PAGE_RECHECK_MS - 1000);
    // A navigation within the minute: the cached page, no request.
    expect(textOf(await loader.page('home'))).toBe('旧版');
    expect(server.calls).toHaveLength(1);

    vi.advanceTimersByTime(1000);
    // The first navigation after 60 s asks with the held updatedAt and gets the published change.
    expect(textOf(await loader.page('home'))).toBe('新版');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({ page: 'home', updatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('asks at once on a new visit even with a cached copy in storage', async () => {
    const server = fakeServer();
    const storage = createExpiringStorage(memoryStore());
    await createDesignLoader(server.api, storage).page('home');
    server.publish('新版');
    // A new document (a new loader) holds the stored copy but has checked nothing yet.
    const next = createDesignLoader(server.api, storage);
    expect(textOf(await next.page('home'))).toBe('新版');
    expect(server.calls).toHaveLength(2);
  });

  it('keeps asking while the server says unchanged only once a minute', async () => {
    const server = fakeServer();
    const loader = createDesignLoader(server.api, createExpiringStorage(memoryStore()));
    await loader.page('home');
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(DESIGN_PAGE_RECHECK_MS / 2);
      await loader.page('home');
    }
    // 150 s: asked at 0, 60, 120 s.
    expect(server.calls).toHaveLength(3);
  });

  it('never serves a preview from the cache', async () => {
    const server = fakeServer();
    const loader = createDesignLoader(server.api, createExpiringStorage(memoryStore()));
    await loader.page('home');
    await loader.page('home', { preview: 'token' });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({ preview: 'token' });
  });
});
