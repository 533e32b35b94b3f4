import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_PAGES, PAGES_WITH_HEADER, PAGES_WITHOUT_DESKTOP_SIDEBAR, PAGES_WITHOUT_MOBILE_HEADER } from '../../../runtime/constants';
import { headerMode, isDesktopBrowser, routeLayout, specNames } from '../layout';

describe('layout lists (spec §2)', () => {
  it('name the spec pages', () => {
    expect(KEEP_ALIVE_PAGES).toEqual(['index', 'message', 'me', 'help', 'live-detail', 'resume-list', 'article-list']);
    expect(PAGES_WITH_HEADER).toEqual(['resume-list', 'news']);
    expect(PAGES_WITHOUT_MOBILE_HEADER).toEqual(['index', 'message', 'me', 'company-brand', 'public-video-play', 'vip-my-rights', 'wallet-flow-detail', 'vip-my-assets-package', 'resume-resume', 'resume-preview']);
    expect(PAGES_WITHOUT_DESKTOP_SIDEBAR).toEqual(['agreement', 'login', 'forgot']);
  });

  it('map the app’s page keys onto spec names', () => {
    expect(specNames('home')).toEqual(['index']);
    expect(specNames('article-detail')).toEqual(['news']);
    expect(specNames('job')).toEqual(['job']);
  });

  it('keep alive home, message, me, help, live-detail, resume-list and article-list only', () => {
    const kept = ['home', 'message', 'me', 'help', 'live-detail', 'resume-list', 'article-list'];
    for (const k of kept) expect(routeLayout(k).keepAlive, k).toBe(true);
    for (const k of ['job', 'article', 'company-list', 'login', 'diy']) expect(routeLayout(k).keepAlive, k).toBe(false);
  });

  it('hide the desktop sidebar on agreement, login (both login pages) and forgot', () => {
    for (const k of ['agreement', 'login', 'account-login', 'forgot']) expect(routeLayout(k).desktopSidebar, k).toBe(false);
    expect(routeLayout('home').desktopSidebar).toBe(true);
  });
});

describe('headerMode', () => {
  it('shows the bar on resume-list and news pages whatever the meta says', () => {
    expect(headerMode(routeLayout('resume-list'), { header: false })).toBe('bar');
    expect(headerMode(routeLayout('article'), null)).toBe('bar');
    expect(headerMode(routeLayout('article-detail'), null)).toBe('bar');
  });

  it('never shows a header on pages listed without one, even if the meta asks', () => {
    for (const k of ['home', 'message', 'me', 'brand-channel', 'resume-resume']) expect(headerMode(routeLayout(k), { header: true }), k).toBe('none');
  });

  it('follows the meta elsewhere: a bar, or a scroll title when the meta turns the header off', () => {
    expect(headerMode(routeLayout('job'), { header: true })).toBe('bar');
    expect(headerMode(routeLayout('job'), { header: false })).toBe('scroll-title');
    expect(headerMode(routeLayout('job'), null)).toBe('none');
  });

  it('draws nothing for pages with their own header', () => {
    expect(headerMode(routeLayout('login'), { header: true }, true)).toBe('none');
  });
});

describe('isDesktopBrowser', () => {
  const w = (innerWidth: number, maxTouchPoints: number, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', fine = true) => ({
    innerWidth,
    navigator: { maxTouchPoints, userAgent },
    matchMedia: () => ({ matches: fine }),
  });

  it('is a wide screen without touch and with a fine pointer', () => {
    expect(isDesktopBrowser(w(1280, 0))).toBe(true);
  });

  it('is not a phone, a touch screen, a narrow window or a coarse pointer', () => {
    expect(isDesktopBrowser(w(1280, 0, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'))).toBe(false);
    expect(isDesktopBrowser(w(1280, 5))).toBe(false);
    expect(isDesktopBrowser(w(600, 0))).toBe(false);
    expect(isDesktopBrowser(w(1280, 0, undefined, false))).toBe(false);
  });
});
