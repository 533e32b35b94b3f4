import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, appSettingSchema } from '../../../../schemas/design';
import { AVATAR_PALETTE } from '../../constants';
import { PRIMARY_TINT, contrastRatio, cssUrl, readableTextColor, rpx, rpxToPx, safeColor, themeVariables } from '../theme';

const setting = (extra: Record<string, unknown>) => appSettingSchema.parse({ appName: '才聚', updatedAt: '2025-01-01', ...extra });

describe('themeVariables', () => {
  it('maps every theme default onto its variable when nothing is configured', () => {
    const v = themeVariables();
    expect(v).toMatchObject({
      '--rm-color-primary': THEME_DEFAULTS.primary,
      '--rm-color-green': THEME_DEFAULTS.green,
      '--rm-color-red': THEME_DEFAULTS.red,
      '--rm-color-warning': THEME_DEFAULTS.warning,
      '--rm-color-vip': THEME_DEFAULTS.vip,
      '--rm-color-live': THEME_DEFAULTS.live,
      '--rm-text-1': THEME_DEFAULTS.text1,
      '--rm-text-2': THEME_DEFAULTS.text2,
      '--rm-text-3': THEME_DEFAULTS.text3,
      '--rm-bg': THEME_DEFAULTS.bg,
      '--rm-page-bg-image': 'none',
      '--rm-nav-bg': '#ffffff',
      '--rm-nav-color': THEME_DEFAULTS.text1,
      '--rm-color-primary-text': '#1368e0',
      '--adm-color-primary': '#1368e0',
    });
  });

  it('applies the setting design.pageStyle over the defaults, then the page style over both', () => {
    const s = setting({ design: { pageStyle: { primaryColor: '#ff6600', bgColor: '#fafafa', navBgColor: '#ff6600', navColor: '#ffffff' } } });
    const onlySetting = themeVariables(s);
    expect(onlySetting['--rm-color-primary']).toBe('#ff6600');
    // Orange text on white is 2.9:1: text (and antd-mobile's primary) take it darkened to 4.5:1 or more.
    expect(onlySetting['--rm-color-primary-text']).toBe(readableTextColor('#ff6600'));
    expect(onlySetting['--adm-color-primary']).toBe(readableTextColor('#ff6600'));
    expect(onlySetting['--rm-bg']).toBe('#fafafa');
    expect(onlySetting['--rm-nav-bg']).toBe('#ff6600');
    expect(onlySetting['--rm-nav-color']).toBe('#ffffff');

    const withPage = themeVariables(s, { primaryColor: 'rgb(0, 128, 0)', textColor: '#222' });
    expect(withPage['--rm-color-primary']).toBe('rgb(0, 128, 0)');
    expect(withPage['--adm-color-primary']).toBe(readableTextColor('rgb(0, 128, 0)'));
    expect(withPage['--rm-text-1']).toBe('#222');
    // Fields the page leaves out keep the setting's values.
    expect(withPage['--rm-bg']).toBe('#fafafa');
    expect(withPage['--rm-nav-bg']).toBe('#ff6600');
  });

  it('reads the legacy top-level pageStyle of older settings', () => {
    const v = themeVariables(setting({ pageStyle: { primaryColor: '#00aa88', bgImage: '/img/bg.png' } }));
    expect(v['--rm-color-primary']).toBe('#00aa88');
    expect(v['--rm-page-bg-image']).toBe('url("/img/bg.png")');
  });

  it('lets design.pageStyle win over the legacy pageStyle where both set a field', () => {
    const v = themeVariables(setting({ pageStyle: { primaryColor: '#00aa88', bgColor: '#eeeeee' }, design: { pageStyle: { primaryColor: '#ff0000' } } }));
    expect(v['--rm-color-primary']).toBe('#ff0000');
    expect(v['--rm-bg']).toBe('#eeeeee');
  });

  it('drops colour values that try to smuggle CSS in, keeping the previous value', () => {
    const attacks = ['red;background:url(javascript:alert(1))', 'expression(alert(1))', '#fff;color:red', 'url(/x.png)', 'rgb(1,2,3);x:y', 'var(--x)'];
    for (const bad of attacks) {
      const v = themeVariables({ design: { pageStyle: { primaryColor: bad, bgColor: bad, textColor: bad, navBgColor: bad, navColor: bad } } } as never);
      expect(v['--rm-color-primary']).toBe(THEME_DEFAULTS.primary);
      expect(v['--rm-bg']).toBe(THEME_DEFAULTS.bg);
      expect(v['--rm-text-1']).toBe(THEME_DEFAULTS.text1);
      expect(Object.values(v).join(' ')).not.toMatch(/javascript|expression|;|var\(/);
    }
  });

  it('drops background images outside the allow-list', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x.png', '/a.png") ; background: red', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      expect(themeVariables(undefined, { bgImage: bad } as never)['--rm-page-bg-image']).toBe('none');
    }
    expect(themeVariables(undefined, { bgImage: 'https://cdn.example.com/bg.jpg' })['--rm-page-bg-image']).toBe('url("https://cdn.example.com/bg.jpg")');
  });
});

describe('safe values', () => {
  it('accepts only colours', () => {
    expect(safeColor('#1677ff')).toBe('#1677ff');
    expect(safeColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(safeColor('transparent')).toBe('transparent');
    expect(safeColor('red')).toBeUndefined();
    expect(safeColor(42)).toBeUndefined();
  });

  it('writes url() only for allow-listed images', () => {
    expect(cssUrl('/a/b.png')).toBe('url("/a/b.png")');
    expect(cssUrl('data:image/png;base64,AAAA')).toBe('url("data:image/png;base64,AAAA")');
    expect(cssUrl('/a"b.png')).toBeUndefined();
    expect(cssUrl(undefined)).toBeUndefined();
  });
});

describe('rpx', () => {
  it('maps the 750-rpx design width onto 375 px', () => {
    expect(rpxToPx(750)).toBe(375);
    expect(rpx(110)).toBe('55px');
    expect(rpx(1)).toBe('0.5px');
    expect(rpx(0)).toBe('0px');
  });
});

describe('readableTextColor', () => {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  it('darkens a primary colour too light for small text until it reads at 4.5:1 on white and on the tint', () => {
    for (const c of ['#1677ff', '#ff6600', '#00b578', '#faad14', '#abc']) {
      const t = readableTextColor(c);
      expect(t).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(rgb(t), rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(t), rgb(PRIMARY_TINT))).toBeGreaterThanOrEqual(4.5);
    }
    // #1677ff is 4.1:1 on white.
    expect(contrastRatio(rgb('#1677ff'), rgb('#ffffff'))).toBeLessThan(4.5);
    expect(readableTextColor('#1677ff')).toBe('#1368e0');
    expect(readableTextColor('rgb(22, 119, 255)')).toBe('#1368e0');
  });
  it('initials avatars carry their white letters at 4.5:1 or more on every palette colour', () => {
    for (const c of AVATAR_PALETTE) expect(contrastRatio(rgb(c), rgb('#ffffff')), c).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a colour that reads already, and what it cannot parse', () => {
    expect(readableTextColor('#0958d9')).toBe('#0958d9');
    expect(readableTextColor('transparent')).toBe('transparent');
  });
});
