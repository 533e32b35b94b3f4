/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { NOTICE_SCROLL_DELAY_MS, NOTICE_SCROLL_SPEED_PX_S } from '../constants';
import { noticeBarWidget } from '../index';
import { NoticeBarWidget } from '../notice-bar';
import { noticeBarPropsSchema } from '../schema';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe('notice-bar: a notice longer than its bar', () => {
  /** A ResizeObserver that reports when the test says the layout is done, with the widths the test gives. */
  function layout(boxPx: number, textPx: number) {
    const observers: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(private cb: () => void) {}
      observe() { observers.push(this.cb); }
      disconnect() {}
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxPx);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(textPx);
    return () => act(() => observers.forEach((cb) => cb()));
  }

  it(`scrolls: after ${NOTICE_SCROLL_DELAY_MS} ms out to the left, then in from the right, at ${NOTICE_SCROLL_SPEED_PX_S} px/s`, () => {
    const laidOut = layout(300, 600);
    render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '春季招聘会 3 月 15 日开幕，线上线下同步进行，欢迎各位求职者前来参加' })} />);
    const text = screen.getByText(/春季招聘会/);
    expect(text.className).not.toContain('--scroll');
    laidOut();
    expect(text.className).toContain('w-notice-bar__text--scroll');
    expect(text.style.getPropertyValue('--w-notice-delay')).toBe('2s');
    expect(text.style.getPropertyValue('--w-notice-first')).toBe(`${(600 / NOTICE_SCROLL_SPEED_PX_S).toFixed(2)}s`);
    expect(text.style.getPropertyValue('--w-notice-loop')).toBe(`${(900 / NOTICE_SCROLL_SPEED_PX_S).toFixed(2)}s`);
    expect(text.style.getPropertyValue('--w-notice-box')).toBe('300px');
  });

  it('stays still when it fits, and when it wraps onto several lines', () => {
    const laidOut = layout(300, 200);
    const { rerender } = render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '周六招聘会' })} />);
    laidOut();
    expect(screen.getByText('周六招聘会').className).not.toContain('--scroll');
    rerender(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '周六招聘会', wrap: true })} />);
    expect(screen.getByRole('note').className).toContain('w-notice-bar--wrap');
    expect(screen.getByText('周六招聘会').className).not.toContain('--scroll');
  });

  it('takes the colour scheme designers chose', () => {
    render(<NoticeBarWidget {...noticeBarPropsSchema.parse({ text: '系统维护', color: 'error' })} />);
    expect(screen.getByRole('note').className).toContain('w-notice-bar--error');
  });
});
