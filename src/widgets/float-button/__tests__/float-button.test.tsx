/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { FloatButton } from '../float-button';
import { floatButtonWidget } from '../index';
import { floatButtonPropsSchema } from '../schema';

afterEach(cleanup);

describe('float-button', () => {
  it('parses empty props to a 发布 button', () => {
    expect(floatButtonWidget.type).toBe('float-button');
    expect(floatButtonPropsSchema.parse({})).toEqual({ text: '发布', icon: '' });
  });

  it('rejects long labels, script URLs and markup as icons', () => {
    expect(floatButtonPropsSchema.safeParse({ text: '立即发布职位' }).success).toBe(false);
    expect(floatButtonPropsSchema.safeParse({ icon: 'javascript:alert(1)' }).success).toBe(false);
    expect(floatButtonPropsSchema.safeParse({ icon: '<img>' }).success).toBe(false);
    expect(floatButtonPropsSchema.safeParse({ icon: '💬' }).success).toBe(true);
  });

  it('shows its label and icon and runs the node link on a tap', () => {
    const host = { nodeId: 'fab', preview: false, runLink: vi.fn<WidgetHost['runLink']>() } satisfies WidgetHost;
    render(<FloatButton {...floatButtonPropsSchema.parse({ text: '客服', icon: '💬' })} host={host} />);
    expect(screen.getByText('💬')).toBeTruthy();
    fireEvent.click(screen.getByText('客服'));
    expect(host.runLink).toHaveBeenCalledWith();
  });

  it('shows a picture icon', () => {
    const { container } = render(<FloatButton {...floatButtonPropsSchema.parse({ icon: '/icons/plus.png' })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/icons/plus.png');
    expect(screen.getByText('发布')).toBeTruthy();
  });
});
