// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { LOAD_MORE_MARGIN_PX, ListFooter } from '../list-states';
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

  it('asks the next page when the foot comes near the screen, measures afresh once the page is drawn, and never asks twice at once', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const options: IntersectionObserverInit[] = [];
    const observing = new Set<Element>();
    class FakeObserver {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void, init: IntersectionObserverInit) {
        report = cb;
        options.push(init);
      }
      observe(el: Element) {
        observing.add(el);
      }
      disconnect() {
        observing.clear();
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const fetchNextPage = vi.fn(async () => {});
      const at = (shown: number, state: Partial<ReturnType<typeof paged>> & { isFetchNextPageError?: boolean } = {}) => <ListFooter query={{ ...paged(true), fetchNextPage, ...state }} shown={shown} />;
      const view = render(at(20));
      expect(options[0]!.rootMargin).toBe(`0px 0px ${LOAD_MORE_MARGIN_PX}px 0px`);
      expect(observing.size).toBe(1);
      act(() => report([{ isIntersecting: false }]));
      expect(fetchNextPage).not.toHaveBeenCalled();
      act(() => report([{ isIntersecting: true }]));
      act(() => report([{ isIntersecting: true }]));
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
      // While the page comes nothing is watched: the old layout must not ask for one more.
      view.rerender(at(20, { isFetchingNextPage: true }));
      expect(observing.size).toBe(0);
      // Drawn: a fresh observer reports where the foot is now; still near (a short page), it asks the next.
      view.rerender(at(30));
      expect(observing.size).toBe(1);
      act(() => report([{ isIntersecting: true }]));
      expect(fetchNextPage).toHaveBeenCalledTimes(2);
      // A page that failed is asked again on a tap only.
      view.rerender(at(30, { isFetchNextPageError: true }));
      expect(observing.size).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
      expect(fetchNextPage).toHaveBeenCalledTimes(3);
      // Every page loaded: nothing is watched any more.
      view.rerender(at(40, { hasNextPage: false }));
      expect(observing.size).toBe(0);
      expect(screen.getByText('没有更多了')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('上拉加载更多 is a button too (a browser without IntersectionObserver)', () => {
    const query = paged(true);
    render(<ListFooter query={query} shown={20} />);
    fireEvent.click(screen.getByRole('button', { name: '上拉加载更多' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
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
