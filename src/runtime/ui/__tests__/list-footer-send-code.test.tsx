// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { ListFooter } from '../list-states';
import { SendCodeButton, useSendCode } from '../send-code';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const paged = (hasNextPage: boolean, isFetchingNextPage = false) => ({ isSuccess: true, hasNextPage, isFetchingNextPage, fetchNextPage: vi.fn(async () => {}) });

describe('ListFooter (the one foot of every paged list)', () => {
  it('says 加载中 with moving dots while a page comes, 上拉加载更多 at rest, then the list’s own last line', () => {
    const view = render(<ListFooter query={paged(true, true)} shown={20} endText="没有更多职位了" />);
    expect(view.container.textContent).toContain('加载中');
    expect(view.container.querySelector('.adm-dot-loading')).not.toBeNull();
    // At rest below the fold nothing animates (an endless SVG animation restyles the page every frame).
    view.rerender(<ListFooter query={paged(true)} shown={20} endText="没有更多职位了" />);
    expect(screen.getByText('上拉加载更多')).toBeTruthy();
    expect(view.container.querySelector('.adm-dot-loading')).toBeNull();
    view.rerender(<ListFooter query={paged(false)} shown={23} endText="没有更多职位了" />);
    expect(screen.getByText('没有更多职位了')).toBeTruthy();
    view.rerender(<ListFooter query={paged(false)} shown={23} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('stays away from an empty or failed list (their own states speak)', () => {
    const view = render(<ListFooter query={paged(false)} shown={0} />);
    expect(view.container.textContent).toBe('');
    view.rerender(<ListFooter query={{ ...paged(true), isSuccess: false }} shown={5} />);
    expect(view.container.textContent).toBe('');
  });
});

function CodeField({ request, toast }: { request: () => Promise<unknown>; toast: (t: string) => void }) {
  const sender = useSendCode(toast);
  return <SendCodeButton code={sender} onClick={() => void sender.send(request)} />;
}

describe('useSendCode with SendCodeButton (one "send code, count down" for every code field)', () => {
  it('says the server’s word, counts down the interval it names, then offers a new code', async () => {
    vi.useFakeTimers();
    const toast = vi.fn();
    const request = vi.fn(async () => ({ msg: '验证码已发送', interval: 3, expiresIn: 300 }));
    render(<CodeField request={request} toast={toast} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(toast).toHaveBeenCalledWith('验证码已发送');
    const button = screen.getByRole('button', { name: '3秒后重发' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // A tap while counting asks for nothing.
    fireEvent.click(button);
    expect(request).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '2秒后重发' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('starts no countdown when the server refused (its message was shown already) or the answer is broken', async () => {
    const toast = vi.fn();
    const view = render(<CodeField request={async () => Promise.reject(new ApiRequestError(429, '发送太频繁'))} toast={toast} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    view.unmount();
    render(<CodeField request={async () => ({ msg: 'ok' })} toast={toast} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));
    expect(toast).toHaveBeenCalledWith('验证码发送失败');
  });
});
