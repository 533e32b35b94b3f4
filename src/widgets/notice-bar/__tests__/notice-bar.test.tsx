/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { noticeBarWidget } from '../index';
import { NoticeBarWidget } from '../notice-bar';
import { noticeBarPropsSchema } from '../schema';

afterEach(cleanup);

const fakeHost = (preview = false) => ({ nodeId: 'n1', preview, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;

describe('notice-bar', () => {
  it('parses empty props to a welcome notice', () => {
    expect(noticeBarWidget.type).toBe('notice-bar');
    const p = noticeBarPropsSchema.parse({});
    expect(p.color).toBe('alert');
    expect(p.text).toContain('欢迎');
  });

  it('rejects an unknown colour and over-long text', () => {
    expect(noticeBarPropsSchema.safeParse({ color: 'purple' }).success).toBe(false);
    expect(noticeBarPropsSchema.safeParse({ text: '字'.repeat(201) }).success).toBe(false);
  });

  it('shows the notice and runs the node link on a tap', () => {
    const host = fakeHost();
    render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '周六招聘会' })} host={host} />);
    fireEvent.click(screen.getByText('周六招聘会'));
    expect(host.runLink).toHaveBeenCalledWith(undefined);
  });

  it('runs its own link when it has one', () => {
    const host = fakeHost();
    const link = { type: 'navigate' as const, path: '/article/3' };
    render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '周六招聘会', link })} host={host} />);
    fireEvent.click(screen.getByText('周六招聘会'));
    expect(host.runLink).toHaveBeenCalledWith(link);
  });

  it('hides when the text is empty, with a hint in preview', () => {
    const { container, rerender } = render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '' })} host={fakeHost()} />);
    expect(container.innerHTML).toBe('');
    rerender(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '' })} host={fakeHost(true)} />);
    expect(screen.getByText('通知栏：请填写通知内容')).toBeTruthy();
  });
});
