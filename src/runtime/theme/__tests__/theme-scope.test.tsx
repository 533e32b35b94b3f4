/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readableTextColor } from '../theme';
import { ThemeScope } from '../theme-scope';

afterEach(cleanup);

describe('ThemeScope', () => {
  it('puts the theme variables on a wrapper around its children', () => {
    const { container } = render(
      <ThemeScope setting={{ design: { pageStyle: { primaryColor: '#ff6600' } } }} page={{ bgColor: '#000000' }} className="app-frame">
        <p>内容</p>
      </ThemeScope>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.className).toBe('rm-theme app-frame');
    expect(wrapper.style.getPropertyValue('--rm-color-primary')).toBe('#ff6600');
    expect(wrapper.style.getPropertyValue('--adm-color-primary')).toBe(readableTextColor('#ff6600'));
    expect(wrapper.style.getPropertyValue('--rm-bg')).toBe('#000000');
    expect(wrapper.style.getPropertyValue('--rm-text-2')).toBe('#646a73');
    expect(screen.getByText('内容').parentElement).toBe(wrapper);
  });

  it('writes no injected declaration into the inline style', () => {
    const { container } = render(
      <ThemeScope page={{ primaryColor: 'red;background:url(javascript:alert(1))', bgImage: 'javascript:alert(1)' } as never}>
        <span />
      </ThemeScope>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute('style')).not.toMatch(/javascript/);
    expect(wrapper.style.getPropertyValue('--rm-color-primary')).toBe('#1677ff');
  });
});
