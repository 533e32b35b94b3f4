import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSettingSchema } from '../../../../schemas/design';
import { BOOT_DATA_ELEMENT_ID } from '../../../../schemas/boot';
import type { ApiClient } from '../../api/client';
import { readBootData } from '../../boot/boot-data';
import { createExpiringStorage, memoryStore } from '../../storage';
import { createDesignLoader, DESIGN_PAGE_RECHECK_MS } from '../loader';

/**
 * Issue 15: the setting and the design page the server wrote into the HTML
 * draw the first screen without a request; they count as answers received at
 * load, so they are re-checked after the usual minute like any other.
 */
const PAGE = { schemaVersion: 2, page: 'home', updatedAt: '2026-11-27T09:00:00.000Z', nodes: [{ id: 'n1', type: 'notice-bar', props: { text: '页面里带来的' } }] };
const SETTING = appSettingSchema.parse({ appName: '才聚招聘', updatedAt: '2026-11-27T08:00:00.000Z' });

function fakeApi() {
  const calls: string[] = [];
  const api = {
    request: vi.fn(async (path: string) => {
      calls.push(path);
      return path.endsWith('settingGet') ? { unchanged: true, updatedAt: SETTING.updatedAt } : { unchanged: true, updatedAt: PAGE.updatedAt };
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('boot data', () => {
  it('draws the first screen from the HTML’s setting and page without asking, and asks again after a minute', async () => {
    const { api, calls } = fakeApi();
    const loader = createDesignLoader(api, createExpiringStorage(memoryStore()), Date.now, { setting: SETTING, page: { key: 'home', body: PAGE } });
    expect(loader.cachedPage('home')?.nodes[0]?.props.text).toBe('页面里带来的');
    expect((await loader.page('home')).nodes[0]?.props.text).toBe('页面里带来的');
    expect((await loader.setting()).appName).toBe('才聚招聘');
    expect(calls).toEqual([]);

    vi.advanceTimersByTime(DESIGN_PAGE_RECHECK_MS);
    await loader.page('home');
    await loader.setting();
    expect(calls).toEqual(['/api-auth/app/designPageGet', '/api-auth/app/settingGet']);
  });

  it('parses a version of the page and of the setting once: every later read is the same parse, a new version is parsed anew', async () => {
    const { api } = fakeApi();
    const loader = createDesignLoader(api, createExpiringStorage(memoryStore()), Date.now, { setting: SETTING, page: { key: 'home', body: PAGE } });
    const first = loader.cachedPage('home');
    expect(first).not.toBeNull();
    expect(loader.cachedPage('home')).toBe(first);
    expect(await loader.page('home')).toBe(first);
    expect(loader.cachedSetting()).toBe(loader.cachedSetting());

    vi.advanceTimersByTime(DESIGN_PAGE_RECHECK_MS);
    const newer = { ...PAGE, updatedAt: '2026-11-27T09:30:00.000Z', nodes: [{ id: 'n1', type: 'notice-bar', props: { text: '新发布的' } }] };
    vi.mocked(api.request).mockResolvedValueOnce(newer);
    const fresh = await loader.page('home');
    expect(fresh).not.toBe(first);
    expect(fresh.nodes[0]?.props.text).toBe('新发布的');
    expect(loader.cachedPage('home')).toBe(fresh);
  });

  it('fetches as before when the HTML carried an unreadable page', async () => {
    const { api, calls } = fakeApi();
    const loader = createDesignLoader(api, createExpiringStorage(memoryStore()), Date.now, { page: { key: 'home', body: { nodes: 'not a list' } } });
    expect(loader.cachedPage('home')).toBeNull();
    await loader.page('home').catch(() => undefined);
    expect(calls).toEqual(['/api-auth/app/designPageGet']);
  });

  it('reads the data element of the document, and nothing from a missing or broken one', () => {
    const doc = (text: string | null) => ({ getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });
    expect(readBootData(doc(JSON.stringify({ page: { key: 'home', body: PAGE } }))).page?.key).toBe('home');
    expect(readBootData(doc(null))).toEqual({});
    expect(readBootData(doc('{not json'))).toEqual({});
    expect(readBootData(doc(JSON.stringify({ rsa: { publicKey: 1 } })))).toEqual({});
  });
});
