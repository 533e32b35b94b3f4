import { WECHAT_JSSDK_URL, WECHAT_LOAD_TIMEOUT, WECHAT_NOT_WECHAT, WECHAT_SDK_POLL_MS, WECHAT_SDK_RETRY_AT, WECHAT_SDK_TRIES } from '../constants';

/** The parts of WeChat's JS-SDK (`window.wx`) the site uses. */
export interface WechatShareOptions {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}
export interface Wx {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData?(o: WechatShareOptions): void;
  updateTimelineShareData?(o: WechatShareOptions): void;
  onMenuShareWeibo?(o: WechatShareOptions): void;
  onMenuShareQZone?(o: WechatShareOptions): void;
  /** Present inside a mini-program's web view: its bridge back to the mini-program. */
  miniProgram?: {
    navigateTo(o: { url: string; success?: () => void; fail?: (e: unknown) => void }): void;
    redirectTo?(o: { url: string }): void;
    navigateBack?(o?: { delta?: number }): void;
    postMessage(o: { data: unknown }): void;
  };
}

/** Inside WeChat (its in-app browser, WeChat Work included): the user agent names MicroMessenger. */
export const isWechat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) => /MicroMessenger/i.test(ua);
/** Inside WeChat Work (企业微信). */
export const isWework = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent) => /wxwork/i.test(ua);

export interface LoadDeps {
  ua?: string;
  win?: Window & { wx?: Wx };
  doc?: Document;
  src?: string;
}

let loading: Promise<Wx> | null = null;

/**
 * Loads the JS-SDK (spec §4): only inside WeChat (else rejects 'is not wechat');
 * inserts the script, then looks for `wx` every 500 ms, inserts the script again at
 * the 5th look, and after the 10th rejects 'wxLoad-timeout'. One load is shared; a
 * failed one may be tried again.
 */
export function loadWechatSdk(deps: LoadDeps = {}): Promise<Wx> {
  const win = deps.win ?? (window as Window & { wx?: Wx });
  if (!isWechat(deps.ua)) return Promise.reject(new Error(WECHAT_NOT_WECHAT));
  if (win.wx) return Promise.resolve(win.wx);
  if (loading) return loading;
  const doc = deps.doc ?? document;
  const src = deps.src ?? WECHAT_JSSDK_URL;
  const insert = () => {
    doc.querySelector('script[data-wechat-sdk]')?.remove();
    const s = doc.createElement('script');
    s.src = src;
    s.async = true;
    s.dataset.wechatSdk = '';
    doc.head.appendChild(s);
  };
  const p = new Promise<Wx>((resolve, reject) => {
    insert();
    let tries = 0;
    const look = () => {
      tries += 1;
      if (win.wx) return resolve(win.wx);
      if (tries >= WECHAT_SDK_TRIES) return reject(new Error(WECHAT_LOAD_TIMEOUT));
      if (tries === WECHAT_SDK_RETRY_AT) insert();
      setTimeout(look, WECHAT_SDK_POLL_MS);
    };
    setTimeout(look, WECHAT_SDK_POLL_MS);
  });
  loading = p;
  p.catch(() => {
    if (loading === p) loading = null;
  });
  return p;
}

/** Forgets a load (tests). */
export function resetWechatSdk(): void {
  loading = null;
}
