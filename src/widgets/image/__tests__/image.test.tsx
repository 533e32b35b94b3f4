/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { ImageWidget } from '../image';
import { imageWidget } from '../index';
import { imagePropsSchema } from '../schema';

afterEach(cleanup);

const fakeHost = (preview = false) => ({ nodeId: 'n1', preview, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;

describe('image', () => {
  it('parses empty props to no picture', () => {
    expect(imageWidget.type).toBe('image');
    expect(imagePropsSchema.parse({})).toEqual({ src: '', alt: '' });
  });

  it('rejects script and SVG data URLs and absurd ratios', () => {
    expect(imagePropsSchema.safeParse({ src: 'javascript:alert(1)' }).success).toBe(false);
    expect(imagePropsSchema.safeParse({ src: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(false);
    expect(imagePropsSchema.safeParse({ src: '//evil.example/x.png' }).success).toBe(false);
    expect(imagePropsSchema.safeParse({ src: '/a.png', ratio: 0 }).success).toBe(false);
  });

  it('loads the picture lazily with its alt text and runs the node link on a tap', () => {
    const host = fakeHost();
    render(<ImageWidget {...imagePropsSchema.parse({ src: 'https://cdn.example.com/poster.jpg', alt: '招聘会海报', ratio: 2 })} host={host} />);
    const img = screen.getByRole('img', { name: '招聘会海报' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/poster.jpg');
    fireEvent.click(img);
    expect(host.runLink).toHaveBeenCalledWith();
  });

  it('shows the alt text when the picture fails to load', () => {
    render(<ImageWidget {...imagePropsSchema.parse({ src: '/gone.png', alt: '活动海报' })} />);
    fireEvent.error(screen.getByRole('img', { name: '活动海报' }));
    expect(screen.getByText('活动海报')).toBeTruthy();
  });

  it('shows a hint without a picture in preview only', () => {
    const { container, rerender } = render(<ImageWidget {...imagePropsSchema.parse({})} host={fakeHost()} />);
    expect(container.innerHTML).toBe('');
    rerender(<ImageWidget {...imagePropsSchema.parse({})} host={fakeHost(true)} />);
    expect(screen.getByText('图片：请设置图片地址')).toBeTruthy();
  });
});
