import { describe, expect, it } from 'vitest';
import type { Wx } from '../jssdk';
import { isMiniProgram, miniProgramNavigate, miniProgramPage, miniProgramPost } from '../miniprogram';
import { postMiniProgramShare } from '../share';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.47 NetType/WIFI';

/** A window whose JS-SDK is loaded, with the mini-program bridge recording what the page asks of it. */
function miniWindow(fail = false) {
  const seen: { navigateTo: string[]; posted: unknown[] } = { navigateTo: [], posted: [] };
  const wx = {
    miniProgram: {
      navigateTo: (o: { url: string; success?: () => void; fail?: (e: unknown) => void }) => (seen.navigateTo.push(o.url), fail ? o.fail?.(new Error('navigateTo:fail')) : o.success?.()),
      postMessage: (o: { data: unknown }) => void seen.posted.push(o.data),
    },
  } as unknown as Wx;
  return { seen, win: { wx, __wxjs_environment: 'miniprogram' } as unknown as Window & { wx?: Wx } };
}

describe('mini-program web view', () => {
  it('is detected by __wxjs_environment or by the user agent', () => {
    expect(isMiniProgram({ __wxjs_environment: 'miniprogram' }, WECHAT_UA)).toBe(true);
    expect(isMiniProgram({}, `${WECHAT_UA} miniProgram`)).toBe(true);
    expect(isMiniProgram({}, WECHAT_UA)).toBe(false);
    expect(isMiniProgram({ __wxjs_environment: 'browser' }, 'Mozilla/5.0 Chrome/120')).toBe(false);
  });

  it('navigates and posts messages through the bridge', async () => {
    const { seen, win } = miniWindow();
    await miniProgramNavigate(miniProgramPage('/pages/web/index', '/job/12?from=share'), { ua: WECHAT_UA, win });
    expect(seen.navigateTo).toEqual(['/pages/web/index?url=%2Fjob%2F12%3Ffrom%3Dshare']);
    await miniProgramPost({ share: { title: '前端开发', path: '/job/12' } }, { ua: WECHAT_UA, win });
    expect(seen.posted).toEqual([{ share: { title: '前端开发', path: '/job/12' } }]);
  });

  it('rejects a navigation the mini-program refuses, and outside WeChat', async () => {
    const { win } = miniWindow(true);
    await expect(miniProgramNavigate('/pages/x', { ua: WECHAT_UA, win })).rejects.toThrow('navigateTo:fail');
    await expect(miniProgramPost({}, { ua: 'Mozilla/5.0 Chrome/120', win })).rejects.toThrow('is not wechat');
  });

  it("tells the mini-program the page's share card: title, the site path to open and the picture", async () => {
    const { seen, win } = miniWindow();
    await postMiniProgramShare({ title: '前端开发工程师 - 云帆科技', desc: '15-25K', link: 'https://hz.example.com/job/12?from=share', imgUrl: 'https://hz.example.com/files/logo.png' }, { ua: WECHAT_UA, win });
    expect(seen.posted).toEqual([{ share: { title: '前端开发工程师 - 云帆科技', desc: '15-25K', path: '/job/12?from=share', imageUrl: 'https://hz.example.com/files/logo.png' } }]);
  });
});
