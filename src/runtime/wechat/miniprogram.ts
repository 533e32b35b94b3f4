import { loadWechatSdk, type LoadDeps, type Wx } from './jssdk';

/**
 * The mini-program web view (spec §1, §4): the site opened inside a WeChat
 * mini-program. WeChat sets window.__wxjs_environment to 'miniprogram' there
 * (once the JS-SDK has loaded; before that the user agent names miniProgram).
 */
export function isMiniProgram(win: { __wxjs_environment?: string } = typeof window === 'undefined' ? {} : (window as { __wxjs_environment?: string }), ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return win.__wxjs_environment === 'miniprogram' || /miniProgram/i.test(ua);
}

/** A site path as a page of the mini-program's web-view page (which opens the site at `url`). */
export function miniProgramPage(webViewPage: string, sitePath: string): string {
  return `${webViewPage}?url=${encodeURIComponent(sitePath)}`;
}

async function bridge(deps: LoadDeps): Promise<NonNullable<Wx['miniProgram']>> {
  const wx = await loadWechatSdk(deps);
  if (!wx.miniProgram) throw new Error('not in a mini-program');
  return wx.miniProgram;
}

/** Opens a page of the mini-program itself (wx.miniProgram.navigateTo); rejects outside one. */
export async function miniProgramNavigate(url: string, deps: LoadDeps = {}): Promise<void> {
  const mp = await bridge(deps);
  await new Promise<void>((resolve, reject) => mp.navigateTo({ url, success: resolve, fail: reject }));
}

/** Posts data to the mini-program (it receives them at share, back or destroy, as WeChat does). */
export async function miniProgramPost(data: unknown, deps: LoadDeps = {}): Promise<void> {
  (await bridge(deps)).postMessage({ data });
}
