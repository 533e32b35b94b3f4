/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WECHAT_JSSDK_URL } from '../../constants';
import { loadWechatSdk, resetWechatSdk, type Wx } from '../jssdk';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';
type WinWx = Window & { wx?: Wx };
const win = window as WinWx;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-wechat-sdk]')];

beforeEach(() => {
  vi.useFakeTimers();
  resetWechatSdk();
  delete win.wx;
  for (const s of scripts()) s.remove();
});
afterEach(() => vi.useRealTimers());

describe('loading the WeChat JS-SDK (spec §4)', () => {
  it("outside WeChat rejects with 'is not wechat' and loads nothing", async () => {
    await expect(loadWechatSdk({ ua: 'Mozilla/5.0 (iPhone) Safari/604.1' })).rejects.toThrow('is not wechat');
    expect(scripts()).toHaveLength(0);
  });

  it('inserts the script and resolves at the first 500 ms look that finds wx', async () => {
    const done = vi.fn();
    void loadWechatSdk({ ua: WECHAT_UA }).then(done);
    expect(scripts().map((s) => s.src)).toEqual([WECHAT_JSSDK_URL]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).not.toHaveBeenCalled();
    win.wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn() };
    await vi.advanceTimersByTimeAsync(499);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith(win.wx);
  });

  it("inserts the script again at the 5th look and rejects 'wxLoad-timeout' after the 10th", async () => {
    const failed = vi.fn();
    void loadWechatSdk({ ua: WECHAT_UA }).catch(failed);
    const inserted: HTMLScriptElement[] = [scripts()[0]!];
    await vi.advanceTimersByTimeAsync(4 * 500);
    expect(scripts()[0]).toBe(inserted[0]);
    await vi.advanceTimersByTimeAsync(500);
    // A fresh script element (the first may have failed to load), still only one in the page.
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(inserted[0]);
    await vi.advanceTimersByTimeAsync(4 * 500 + 499);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('wxLoad-timeout'));
  });

  it('shares one load between callers, and tries again after a failure', async () => {
    const a = loadWechatSdk({ ua: WECHAT_UA });
    const b = loadWechatSdk({ ua: WECHAT_UA });
    expect(a).toBe(b);
    a.catch(() => {});
    await vi.advanceTimersByTimeAsync(5000);
    await expect(a).rejects.toThrow('wxLoad-timeout');
    const c = loadWechatSdk({ ua: WECHAT_UA });
    expect(c).not.toBe(a);
    win.wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn() };
    await vi.advanceTimersByTimeAsync(500);
    await expect(c).resolves.toBe(win.wx);
  });
});
