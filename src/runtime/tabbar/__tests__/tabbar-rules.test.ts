import { describe, expect, it } from 'vitest';
import { appSettingSchema, tabbarSchema, type TabbarItem } from '../../../../schemas/design';
import {
  BADGE_DOT,
  badgeText,
  bgImageFor,
  centreIndex,
  hasCentreButton,
  itemBadge,
  matchTab,
  pickTabbar,
  shouldShowTabbar,
  tabTarget,
} from '../tabbar-rules';

const item = (h5: string, extra: Partial<TabbarItem> = {}): TabbarItem => ({ text: h5.slice(1, 9) || '首页', link: { h5 }, ...extra });
const bar = (list: TabbarItem[], extra: Record<string, unknown> = {}) => tabbarSchema.parse({ list, ...extra });

describe('pickTabbar', () => {
  const setting = appSettingSchema.parse({
    appName: '才聚',
    updatedAt: '2025-01-01',
    pageTabbar: {
      role0: { opt: { list: [item('/'), item('/me')] } },
      role1: { opt: { type: 1, list: [item('/'), item('/resume-list'), item('/me')] } },
    },
  });

  it("chooses the bar of the user's role", () => {
    expect(pickTabbar(setting, 1)?.type).toBe(1);
    expect(pickTabbar(setting, 0)?.list).toHaveLength(2);
  });

  it('uses role0 for a visitor without a role', () => {
    expect(pickTabbar(setting, undefined)?.list).toHaveLength(2);
    expect(pickTabbar(setting, null)?.list).toHaveLength(2);
  });

  it('falls back to role0 when the role has no bar of its own', () => {
    expect(pickTabbar(setting, 3)?.list).toHaveLength(2);
  });

  it('gives null without a setting or without any bar', () => {
    expect(pickTabbar(undefined, 0)).toBeNull();
    expect(pickTabbar({ pageTabbar: {} }, 1)).toBeNull();
    expect(pickTabbar({ pageTabbar: { role1: { opt: bar([item('/')]) } } }, 3)).toBeNull();
  });
});

describe('tabTarget', () => {
  it('reads internal paths, stripping an old pages/ prefix and a trailing slash', () => {
    expect(tabTarget('/job/')).toMatchObject({ kind: 'internal', path: '/job', href: '/job' });
    expect(tabTarget('pages/me')).toMatchObject({ kind: 'internal', path: '/me' });
    expect(tabTarget('/pages/article/list')).toMatchObject({ kind: 'internal', path: '/article/list' });
    expect(tabTarget('/public/diy?page=spring')).toMatchObject({ kind: 'internal', path: '/public/diy', query: { page: 'spring' }, href: '/public/diy?page=spring' });
    expect(tabTarget('/')).toMatchObject({ kind: 'internal', path: '/' });
  });

  it('keeps allowed external URLs and refuses scripts and protocol-relative hosts', () => {
    expect(tabTarget('https://example.com/help')).toEqual({ kind: 'external', href: 'https://example.com/help' });
    expect(tabTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(tabTarget('data:text/html,x')).toEqual({ kind: 'none' });
    expect(tabTarget('//evil.example/')).toEqual({ kind: 'none' });
    expect(tabTarget('   ')).toEqual({ kind: 'none' });
  });
});

describe('matchTab', () => {
  const list = [item('/'), item('/job'), item('/article/list'), item('/me', { justActive: true })];

  it('matches a path exactly', () => {
    expect(matchTab(list, '/')).toBe(0);
    expect(matchTab(list, '/job')).toBe(1);
    expect(matchTab(list, '/me')).toBe(3);
    expect(matchTab(list, '/job/')).toBe(1);
  });

  it("matches below a tab's path by whole segments: '/job' covers '/job/12' but not '/jobs'", () => {
    expect(matchTab(list, '/job/12')).toBe(1);
    expect(matchTab(list, '/jobs')).toBe(-1);
    expect(matchTab(list, '/article/list/2')).toBe(2);
    expect(matchTab(list, '/article')).toBe(-1);
  });

  it('matches a justActive item only on its exact path', () => {
    expect(matchTab(list, '/me/settings')).toBe(-1);
  });

  it("never lets '/' claim other pages", () => {
    expect(matchTab(list, '/login')).toBe(-1);
  });

  it('prefers the deepest match, and an exact match over a prefix one', () => {
    const nested = [item('/article'), item('/article/list')];
    expect(matchTab(nested, '/article/list/9')).toBe(1);
    expect(matchTab(nested, '/article/9')).toBe(0);
    expect(matchTab([item('/job'), item('/job/12')], '/job/12')).toBe(1);
  });

  it('matches an item with a query only when the location carries it', () => {
    const diy = [item('/public/diy?page=a'), item('/public/diy?page=b')];
    expect(matchTab(diy, '/public/diy?page=b')).toBe(1);
    expect(matchTab(diy, '/public/diy?page=a&x=1')).toBe(0);
    expect(matchTab(diy, '/public/diy')).toBe(-1);
    expect(matchTab([item('/job')], '/job?keyword=java')).toBe(0);
  });

  it('ignores items with external or unsafe links', () => {
    expect(matchTab([item('https://example.com/'), { text: 'x', link: { h5: 'javascript:void(0)' } }], '/')).toBe(-1);
  });
});

describe('shouldShowTabbar', () => {
  const config = bar([item('/'), item('/job'), item('/me')]);

  it('shows the bar on the pages it links to and below them', () => {
    expect(shouldShowTabbar(config, '/')).toBe(true);
    expect(shouldShowTabbar(config, '/job/7')).toBe(true);
  });

  it('hides it when the path matches no link', () => {
    expect(shouldShowTabbar(config, '/account/login')).toBe(false);
    expect(shouldShowTabbar(config, '/mine')).toBe(false);
  });

  it('hides it without a bar or without items', () => {
    expect(shouldShowTabbar(null, '/')).toBe(false);
    expect(shouldShowTabbar(bar([]), '/')).toBe(false);
  });
});

describe('hasCentreButton', () => {
  const three = [item('/'), item('/job'), item('/me')];
  const four = [...three, item('/article')];

  it('has one for an odd item count on a bottom or floating bar', () => {
    expect(hasCentreButton(bar(three, { type: 0 }))).toBe(true);
    expect(hasCentreButton(bar(three, { type: 1 }))).toBe(true);
    expect(hasCentreButton(bar([...four, item('/x')], { type: 0 }))).toBe(true);
    expect(centreIndex(bar(three))).toBe(1);
    expect(centreIndex(bar([...four, item('/x')]))).toBe(2);
  });

  it('has none for an even count or a side menu', () => {
    expect(hasCentreButton(bar(four, { type: 0 }))).toBe(false);
    expect(hasCentreButton(bar(three, { type: 2 }))).toBe(false);
    expect(centreIndex(bar(four))).toBe(-1);
  });
});

describe('badgeText', () => {
  it('shows nothing for infoType 0 or no count', () => {
    expect(badgeText(0, 5)).toBe('');
    expect(badgeText(undefined, 5)).toBe('');
    expect(badgeText(2, 0)).toBe('');
    expect(badgeText(1, undefined)).toBe('');
    expect(badgeText(2, -3)).toBe('');
    expect(badgeText(2, Number.NaN)).toBe('');
  });

  it('shows a dot for infoType 1', () => {
    expect(badgeText(1, 1)).toBe(BADGE_DOT);
    expect(badgeText(1, 500)).toBe(BADGE_DOT);
  });

  it("shows the count for infoType 2, capped at '99+'", () => {
    expect(badgeText(2, 3)).toBe('3');
    expect(badgeText(2, 99)).toBe('99');
    expect(badgeText(2, 100)).toBe('99+');
    expect(badgeText(2, 12345)).toBe('99+');
  });
});

describe('itemBadge', () => {
  it("uses the item's own settings, else the bar's defaults", () => {
    const config = bar([], { infoType: 2, infoKey: 'unread' });
    expect(itemBadge(config, item('/msg'), { unread: 120 })).toBe('99+');
    expect(itemBadge(config, item('/msg', { infoType: 1 }), { unread: 2 })).toBe(BADGE_DOT);
    expect(itemBadge(config, item('/msg', { infoKey: 'notice' }), { unread: 2, notice: 7 })).toBe('7');
    expect(itemBadge(config, item('/msg', { infoType: 0 }), { unread: 2 })).toBe('');
  });

  it('reads only own count keys', () => {
    expect(itemBadge(bar([]), item('/x', { infoType: 2, infoKey: 'constructor' }), {})).toBe('');
    expect(itemBadge(bar([]), item('/x', { infoType: 2, infoKey: 'unread' }), undefined)).toBe('');
  });
});

describe('bgImageFor', () => {
  const bgImages = { '0-3': '/bg/03.png', '0-4': '/bg/04.png', '1-3': '/bg/13.png', '1-4': '/bg/14.png' };

  it('gives the image of the pairs 0-3, 0-4, 1-3 and 1-4', () => {
    expect(bgImageFor(bar([], { type: 0, theme: 3, bgImages }))).toBe('/bg/03.png');
    expect(bgImageFor(bar([], { type: 0, theme: 4, bgImages }))).toBe('/bg/04.png');
    expect(bgImageFor(bar([], { type: 1, theme: 3, bgImages }))).toBe('/bg/13.png');
    expect(bgImageFor(bar([], { type: 1, theme: 4, bgImages }))).toBe('/bg/14.png');
  });

  it('gives none for other pairs or a missing image', () => {
    for (const [type, theme] of [[0, 0], [0, 2], [1, 1], [2, 3], [2, 4]] as const) {
      expect(bgImageFor(bar([], { type, theme, bgImages }))).toBeUndefined();
    }
    expect(bgImageFor(bar([], { type: 0, theme: 3 }))).toBeUndefined();
  });
});
