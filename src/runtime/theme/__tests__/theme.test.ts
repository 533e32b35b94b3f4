import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, appSettingSchema } from '../../../../schemas/design';
import { cssUrl, rpx, rpxToPx, safeColor, themeVariables } from '../theme';

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
      '--adm-color-primary': THEME_DEFAULTS.primary,
    });
  });

  it('applies the setting design.pageStyle over the defaults, then the page style over both', () => {
    const s = setting({ design: { pageStyle: { primaryColor: '#ff6600', bgColor: '#fafafa', navBgColor: '#ff6600', navColor: '#ffffff' } } });
    const onlySetting = themeVariables(s);
    expect(onlySetting['--rm-color-primary']).toBe('#ff6600');
    expect(onlySetting['--adm-color-primary']).toBe('#ff6600');
    expect(onlySetting['--rm-bg']).toBe('#fafafa');
    expect(onlySetting['--rm-nav-bg']).toBe('#ff6600');
    expect(onlySetting['--rm-nav-color']).toBe('#ffffff');

    const withPage = themeVariables(s, { primaryColor: 'rgb(0, 128, 0)', textColor: '#222' });
    expect(withPage['--rm-color-primary']).toBe('rgb(0, 128, 0)');
    expect(withPage['--adm-color-primary']).toBe('rgb(0, 128, 0)');
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
