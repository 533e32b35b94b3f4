// Infrastructure, allowed to call api.request directly (eslint.config.js): the WeChat JS-SDK configuration (wx.config signed by the server), shared by every share button.
import { useEffect } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { MSG_COPY_FAILED, MSG_COPY_OK, MSG_WECHAT_SHARE_HINT } from '../constants';
import { useApiQuery, useRuntime } from '../runtime';
import { copyTextToClipboard } from '../utils/clipboard';
import { showToast } from '../utils/toast';
import { isWechat, isWework, loadWechatSdk, type LoadDeps, type Wx } from './jssdk';
import { isMiniProgram, miniProgramPost } from './miniprogram';

/** What a page shares: title, a line of text, its address and a picture. */
export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

const configSchema = z.object({ appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string(), jsApiList: z.array(z.string()) });

/**
 * iOS WeChat keeps the address the page was entered at for the JS-SDK whatever
 * the SPA's history says since, so that is the one signed there; Android signs the current one.
 */
const entryUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;
const signedUrl = (ua: string) => (/iPhone|iPad|iPod/i.test(ua) ? entryUrl : window.location.href.split('#')[0]!);

const configured = new Map<string, Promise<Wx>>();

/** The JS-SDK loaded and configured (wx.config signed by the server for this address), resolved at wx.ready. */
export function wechatReady(api: ApiClient, deps: LoadDeps = {}): Promise<Wx> {
  const ua = deps.ua ?? navigator.userAgent;
  const url = signedUrl(ua);
  let p = configured.get(url);
  if (p) return p;
  p = (async () => {
    const wx = await loadWechatSdk(deps);
    const raw = await api.request(isWework(ua) ? '/api-auth/app/wework/config' : '/api-auth/app/wechat/config', { url }, { silent: true });
    const cfg = configSchema.parse(raw);
    return new Promise<Wx>((resolve, reject) => {
      wx.ready(() => resolve(wx));
      wx.error((res) => reject(new Error(res.errMsg ?? 'wx.config failed')));
      wx.config({ debug: false, ...cfg });
    });
  })();
  configured.set(url, p);
  p.catch(() => configured.delete(url));
  return p;
}

/** Sets what WeChat's own share menu sends (friends, timeline, Weibo, QZone). */
export async function setWechatShare(api: ApiClient, data: ShareData, deps: LoadDeps = {}): Promise<void> {
  const wx = await wechatReady(api, deps);
  const o = { title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl };
  wx.updateAppMessageShareData?.(o);
  wx.updateTimelineShareData?.(o);
  wx.onMenuShareWeibo?.(o);
  wx.onMenuShareQZone?.(o);
}

/**
 * The share button outside WeChat: the system share sheet where the browser has
 * one, else the link copied (toast 复制成功 / 复制失败, spec §8). Inside WeChat the
 * share data is already set, so the button only tells the user where to share.
 */
export async function sharePage(data: ShareData): Promise<'shared' | 'copied' | 'failed' | 'cancelled' | 'hint'> {
  if (isWechat()) {
    showToast(MSG_WECHAT_SHARE_HINT);
    return 'hint';
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: data.title, text: data.desc, url: data.link });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  const ok = await copyTextToClipboard(`${data.title} ${data.link}`);
  showToast(ok ? MSG_COPY_OK : MSG_COPY_FAILED);
  return ok ? 'copied' : 'failed';
}

const seoSchema = z.object({ title: z.string(), description: z.string(), image: z.string().optional() });

/** An address as a full URL (share cards need absolute links and pictures). */
export const absolute = (u: string) => (u ? new URL(u, window.location.href).toString() : '');

/**
 * The share data of a detail page from its SEO data (`seoGet` of the page and
 * record), set as WeChat's share data once WeChat is ready. Outside WeChat it is
 * what the share button shares.
 */
export function usePageShare(page: string, id: number | null): ShareData | null {
  const q = useApiQuery('/api-auth/app/seoGet', { page, ...(id !== null ? { id } : {}) }, { enabled: id !== null, silent: true, parse: (raw) => seoSchema.parse(raw) });
  const data: ShareData | null = q.data
    ? { title: q.data.title, desc: q.data.description, link: window.location.href.split('#')[0]!, imgUrl: absolute(q.data.image ?? '') }
    : null;
  useWechatShare(data);
  return data;
}

/** Sets `data` as WeChat's share data once WeChat is ready (nothing outside WeChat); for pages whose record already holds its share data. */
/**
 * Tells the mini-program (web view) what to share for this page: WeChat hands the posted
 * data to the mini-program when the user shares, and it builds its card from `share`
 * (title, the site path to open, the picture).
 */
export function postMiniProgramShare(data: ShareData, deps: LoadDeps = {}): Promise<void> {
  let path = data.link;
  try {
    const u = new URL(data.link, 'http://x');
    path = `${u.pathname}${u.search}`;
  } catch {
    /* a link that is no URL is sent as it is */
  }
  return miniProgramPost({ share: { title: data.title, desc: data.desc, path, imageUrl: data.imgUrl } }, deps);
}

export function useWechatShare(data: ShareData | null): void {
  const rt = useRuntime();
  const key = data ? JSON.stringify(data) : '';
  useEffect(() => {
    if (!data) return;
    // In a mini-program's web view the mini-program itself shares: it is told the page's card.
    if (isMiniProgram()) {
      postMiniProgramShare(data).catch(() => {
        /* the mini-program's own default card stays */
      });
      return;
    }
    if (!isWechat()) return;
    setWechatShare(rt.api, data).catch(() => {
      /* WeChat's own default share card stays */
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the share data's content
  }, [key, rt.api]);
}
