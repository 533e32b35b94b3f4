/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSettingSchema, tabbarSchema, type TabbarItem } from '../../../../schemas/design';
import { Tabbar } from '../tabbar';
import { pickTabbar } from '../tabbar-rules';

afterEach(cleanup);

const HOME: TabbarItem = { text: '首页', link: { h5: '/' }, icon: 'home', icon1: 'home-fill' };
const JOB: TabbarItem = { text: '职位', link: { h5: '/job' }, icon: 'job' };
const PUBLISH: TabbarItem = { text: '发布', link: { h5: '/public/diy?page=publish' }, icon: 'plus' };
const MSG: TabbarItem = { text: '消息', link: { h5: '/message' }, icon: 'chat', icon1: 'chat-fill', infoType: 2, infoKey: 'unread' };
const ME: TabbarItem = { text: '我的', link: { h5: '/me' }, icon: 'account', justActive: true };

const bar = (list: TabbarItem[], extra: Record<string, unknown> = {}) => tabbarSchema.parse({ list, ...extra });
const four = bar([HOME, JOB, MSG, ME]);
const five = (extra: Record<string, unknown> = {}) => bar([HOME, JOB, PUBLISH, MSG, ME], extra);

/** The visible label of a tab (its icon may be a fallback glyph, which is not part of the name). */
const label = (el: HTMLElement) => el.querySelector('.rm-tabbar__label')?.textContent;

function renderBar(config: Parameters<typeof Tabbar>[0]['config'], pathname = '/', counts?: Record<string, number>) {
  const onNavigate = vi.fn<(path: string) => void>();
  const utils = render(<Tabbar config={config} pathname={pathname} counts={counts} onNavigate={onNavigate} />);
  return { ...utils, onNavigate, nav: () => screen.getByRole('navigation') };
}

describe('Tabbar: which items render', () => {
  it('renders a navigation landmark with one link per item, in order', () => {
    const { nav } = renderBar(four);
    const links = within(nav()).getAllByRole('link');
    expect(links.map(label)).toEqual(['首页', '职位', '消息', '我的']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/job', '/message', '/me']);
  });

  it('renders nothing when the path matches no link', () => {
    const { container } = renderBar(four, '/account/login');
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders nothing without a configuration or without items', () => {
    expect(renderBar(null).container.innerHTML).toBe('');
    cleanup();
    expect(renderBar(bar([])).container.innerHTML).toBe('');
  });

  it('refuses an unsafe link in the schema, and still renders one that got past it as a disabled button', () => {
    expect(() => bar([HOME, { text: '坏链接', link: { h5: 'javascript:alert(1)' } }])).toThrow('标签链接只能是站内路径或 http(s) 地址');
    // Second wall: a config that skipped parsing.
    const unchecked = { ...bar([HOME]), list: [HOME, { text: '坏链接', link: { h5: 'javascript:alert(1)' } }] };
    const { nav } = renderBar(unchecked);
    const button = within(nav()).getByRole('button', { name: '坏链接' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(nav().innerHTML).not.toContain('javascript:');
  });
});

describe('Tabbar: which item is active', () => {
  it('marks the matching item with aria-current="page", and only that one', () => {
    const { nav } = renderBar(four, '/job/42');
    const current = within(nav()).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map(label)).toEqual(['职位']);
    expect([...current[0]!.classList]).toContain('is-active');
  });

  it('does not show on a sub-path of a justActive item', () => {
    expect(renderBar(four, '/me/settings').container.innerHTML).toBe('');
  });

  it('uses icon1 for the active item and icon for the others', async () => {
    const { nav } = renderBar(four, '/');
    // Both are font icons drawn as SVG (each loads as its own chunk); the active home tab has no fallback glyph.
    await waitFor(() => expect(within(nav()).getByRole('link', { name: '首页' }).querySelector('svg path')).not.toBeNull(), { timeout: 10_000 });
    expect(nav().querySelectorAll('.rm-tabbar__glyph')).toHaveLength(0);
  });

  it('draws the first character of the label for an unknown icon name', () => {
    const { nav } = renderBar(bar([HOME, { text: '发现', link: { h5: '/discover-x' }, icon: 'no-such-icon' }]));
    expect(nav().querySelector('.rm-tabbar__glyph')?.textContent).toBe('发');
  });

  it('shows img0 when inactive and img1 when active for image icons', () => {
    const withImages = bar(
      [
        { text: '首页', link: { h5: '/' }, img0: '/i/home0.png', img1: '/i/home1.png' },
        { text: '我的', link: { h5: '/me' }, img0: '/i/me0.png', img1: '/i/me1.png' },
      ],
      { iconType: 2 },
    );
    const { nav } = renderBar(withImages, '/');
    const srcs = Array.from(nav().querySelectorAll('img')).map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/i/home1.png', '/i/me0.png']);
  });
});

describe('Tabbar: navigation', () => {
  it('calls onNavigate with the path, query included, on a plain tap', () => {
    const { onNavigate, nav } = renderBar(five(), '/');
    fireEvent.click(within(nav()).getByRole('link', { name: '职位' }));
    fireEvent.click(within(nav()).getByRole('link', { name: '发布' }));
    expect(onNavigate.mock.calls).toEqual([['/job'], ['/public/diy?page=publish']]);
  });

  it('goes from a sub-page back to the tab, but not to the page already shown', () => {
    const { onNavigate, nav } = renderBar(four, '/job/7');
    fireEvent.click(within(nav()).getByRole('link', { name: '职位' }));
    expect(onNavigate).toHaveBeenCalledWith('/job');
    cleanup();
    const again = renderBar(four, '/job');
    fireEvent.click(within(again.nav()).getByRole('link', { name: '职位' }));
    expect(again.onNavigate).not.toHaveBeenCalled();
  });

  it('leaves modified clicks (open in a new tab) to the browser', () => {
    const { onNavigate, nav } = renderBar(four, '/');
    fireEvent.click(within(nav()).getByRole('link', { name: '职位' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('Tabbar: badges', () => {
  it("shows a count capped at '99+' for infoType 2", () => {
    const { nav } = renderBar(four, '/', { unread: 250 });
    const msg = within(nav()).getByRole('link', { name: /消息/ });
    expect(msg.querySelector('.adm-badge-content')?.textContent).toBe('99+');
    expect(msg.textContent).toContain('99+ 条提醒');
  });

  it('shows the exact count below the cap', () => {
    const { nav } = renderBar(four, '/', { unread: 3 });
    expect(within(nav()).getByRole('link', { name: /消息/ }).querySelector('.adm-badge-content')?.textContent).toBe('3');
  });

  it('shows a dot for infoType 1', () => {
    const dotBar = bar([HOME, { ...MSG, infoType: 1 }]);
    const { nav } = renderBar(dotBar, '/', { unread: 3 });
    const msg = within(nav()).getByRole('link', { name: /消息/ });
    expect(msg.querySelector('.adm-badge-dot')).not.toBeNull();
    expect(msg.querySelector('.adm-badge-content')).toBeNull();
    expect(msg.textContent).toContain('有新提醒');
  });

  it('shows no badge at zero or for items without infoType', () => {
    const { nav } = renderBar(four, '/', { unread: 0 });
    expect(nav().querySelector('.adm-badge')).toBeNull();
  });

  it("feeds items that set nothing from the bar's infoType and infoKey", () => {
    const { nav } = renderBar(bar([HOME, ME], { infoType: 2, infoKey: 'todo' }), '/', { todo: 5 });
    expect(nav().querySelectorAll('.adm-badge-content')).toHaveLength(2);
  });
});

describe('Tabbar: centre button', () => {
  it('raises the middle item of an odd count on a bottom bar', () => {
    const { nav } = renderBar(five({ type: 0 }));
    const centre = nav().querySelectorAll('.rm-tabbar__item--centre');
    expect(centre).toHaveLength(1);
    expect(centre[0]!.textContent).toContain('发布');
    expect([...nav().classList]).toContain('has-centre');
  });

  it('raises it on a floating bar too', () => {
    const { nav } = renderBar(five({ type: 1 }));
    expect(nav().querySelectorAll('.rm-tabbar__item--centre')).toHaveLength(1);
  });

  it('has none for an even count', () => {
    const { nav } = renderBar(four);
    expect(nav().querySelector('.rm-tabbar__item--centre')).toBeNull();
  });

  it('has none in a side menu', () => {
    renderBar(five({ type: 2, open: true }));
    expect(document.querySelector('.rm-tabbar__item--centre')).toBeNull();
  });

  it('sizes the button from btnHei and btnRadius and colours its label with replaceColor', () => {
    const { nav } = renderBar(five({ btnHei: 56, btnRadius: 16, replaceColor: '#ff6600' }));
    expect(nav().style.getPropertyValue('--tb-btn-hei')).toBe('56px');
    expect(nav().style.getPropertyValue('--tb-btn-radius')).toBe('16px');
    expect(nav().style.getPropertyValue('--tb-replace')).toBe('#ff6600');
  });
});

describe('Tabbar: types, themes and colours', () => {
  it('draws type 0 as a bottom bar and type 1 as a floating bar inset by pdX/pdY and rounded by radius', () => {
    const { nav } = renderBar(four);
    expect([...nav().classList]).toContain('rm-tabbar--bar');
    cleanup();
    const floating = renderBar(bar([HOME, ME], { type: 1, pdX: 16, pdY: 10, radius: 24 }));
    expect([...floating.nav().classList]).toContain('rm-tabbar--float');
    expect(floating.nav().style.getPropertyValue('--tb-pdx')).toBe('16px');
    expect(floating.nav().style.getPropertyValue('--tb-pdy')).toBe('10px');
    expect(floating.nav().style.getPropertyValue('--tb-radius')).toBe('24px');
  });

  it('is 55 design px tall and leaves a spacer of the same height under the page', () => {
    const { nav, container } = renderBar(four);
    expect(nav().style.getPropertyValue('--tb-height')).toBe('55px');
    expect(container.querySelector('.rm-tabbar-spacer')).not.toBeNull();
  });

  it('marks the theme as a class', () => {
    for (const theme of [0, 1, 2, 3, 4]) {
      const { nav } = renderBar(bar([HOME, ME], { theme }));
      expect([...nav().classList]).toContain(`rm-tabbar--theme-${theme}`);
      cleanup();
    }
  });

  it('applies every colour field as a variable', () => {
    const config = bar([HOME, ME], {
      bgColor: '#101010',
      lineColor: '#202020',
      color: '#303030',
      activeColor: '#404040',
      menuBgColor: '#505050',
      menuColor: '#606060',
    });
    const s = renderBar(config).nav().style;
    expect(s.getPropertyValue('--tb-bg')).toBe('#101010');
    expect(s.getPropertyValue('--tb-line')).toBe('#202020');
    expect(s.getPropertyValue('--tb-color')).toBe('#303030');
    expect(s.getPropertyValue('--tb-active')).toBe('#404040');
    expect(s.getPropertyValue('--tb-menu-bg')).toBe('#505050');
    expect(s.getPropertyValue('--tb-menu-color')).toBe('#606060');
  });

  it('falls back to the defaults for colours that fail the check', () => {
    const config = { ...bar([HOME, ME]), bgColor: 'red;background:url(javascript:alert(1))', activeColor: 'expression(alert(1))' } as never;
    const n = renderBar(config).nav();
    expect(n.style.getPropertyValue('--tb-bg')).toBe('#ffffff');
    expect(n.style.getPropertyValue('--tb-active')).toBe('#1677ff');
    // The active label's 11 px text is darkened to read (4.1:1 → 4.5:1 or more); the icon keeps the exact colour.
    expect(n.style.getPropertyValue('--tb-active-text')).toBe('#1368e0');
    expect(n.getAttribute('style')).not.toMatch(/javascript|expression/);
  });

  it('sets the background image for the pairs 0-3, 0-4, 1-3 and 1-4 only', () => {
    const bgImages = { '0-3': '/bg/03.png', '0-4': '/bg/04.png', '1-3': '/bg/13.png', '1-4': '/bg/14.png' };
    const cases: [number, number, string][] = [
      [0, 3, 'url("/bg/03.png")'],
      [0, 4, 'url("/bg/04.png")'],
      [1, 3, 'url("/bg/13.png")'],
      [1, 4, 'url("/bg/14.png")'],
      [0, 2, ''],
      [1, 0, ''],
    ];
    for (const [type, theme, expected] of cases) {
      const { nav } = renderBar(bar([HOME, ME], { type, theme, bgImages }));
      expect(nav().style.getPropertyValue('--tb-bg-image')).toBe(expected);
      cleanup();
    }
  });
});

describe('Tabbar: side menu (type 2)', () => {
  const side = (extra: Record<string, unknown> = {}) => bar([HOME, JOB, MSG, ME], { type: 2, menuText: '导航', ...extra });

  it('starts closed with a menu button showing menuText, and opens and closes on tap', () => {
    renderBar(side());
    const button = screen.getByRole('button', { name: /导航/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link').map(label)).toEqual(['首页', '职位', '消息', '我的']);
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('starts open when config.open is set, and Escape closes it', () => {
    renderBar(side({ open: true }));
    const button = screen.getByRole('button', { name: /收起/ });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('points the button at the panel it controls', () => {
    renderBar(side({ open: true }));
    const button = screen.getByRole('button', { name: /收起/ });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getAllByRole('link')).toHaveLength(4);
  });

  it('shows a dot on the closed menu button when an item has a badge', () => {
    renderBar(side(), '/', { unread: 2 });
    expect(screen.getByRole('button', { name: /导航/ }).querySelector('.adm-badge-dot')).not.toBeNull();
  });

  it('is hidden, like the bars, when the path matches no link', () => {
    expect(renderBar(side({ open: true }), '/login').container.innerHTML).toBe('');
  });
});

describe('Tabbar: role selection', () => {
  const setting = appSettingSchema.parse({
    appName: '才聚',
    updatedAt: '2025-01-01',
    pageTabbar: {
      role0: { opt: { list: [HOME, JOB, ME] } },
      role1: { opt: { list: [HOME, { text: '人才', link: { h5: '/resume-list' } }, MSG, ME] } },
    },
  });

  it("renders the bar of the user's role", () => {
    const { nav } = renderBar(pickTabbar(setting, 1), '/resume-list');
    expect(within(nav()).getAllByRole('link').map(label)).toEqual(['首页', '人才', '消息', '我的']);
  });

  it('renders the role0 bar for a visitor and for a role without its own bar', () => {
    for (const role of [undefined, 3]) {
      const { nav } = renderBar(pickTabbar(setting, role), '/');
      expect(within(nav()).getAllByRole('link').map(label)).toEqual(['首页', '职位', '我的']);
      cleanup();
    }
  });

  it("hides the bar on a page only another role's bar links to", () => {
    expect(renderBar(pickTabbar(setting, 0), '/resume-list').container.innerHTML).toBe('');
  });
});
