/** @vitest-environment jsdom */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBlock } from '../error-block';

afterEach(cleanup);

describe('ErrorBlock (pictures loaded on first use)', () => {
  it('shows its words at once, holds the picture box, and draws the status picture once it has loaded', async () => {
    const { container } = render(<ErrorBlock status="empty" title="暂无消息" description="去看看职位吧" />);
    expect(screen.getByText('暂无消息')).toBeTruthy();
    expect(screen.getByText('去看看职位吧')).toBeTruthy();
    const box = container.querySelector('.adm-error-block-image');
    expect(box).not.toBeNull();
    await waitFor(() => expect(box!.querySelector('svg')).not.toBeNull());
  });

  it('draws a different picture for each status', async () => {
    const drawn = async (status: 'default' | 'disconnected' | 'empty' | 'busy') => {
      const { container, unmount } = render(<ErrorBlock status={status} title={status} />);
      await waitFor(() => expect(container.querySelector('.adm-error-block-image svg')).not.toBeNull());
      const html = container.querySelector('.adm-error-block-image')!.innerHTML.replace(/error-block-image-[^"'\s)]+/g, '');
      unmount();
      return html;
    };
    const pictures = [await drawn('default'), await drawn('disconnected'), await drawn('empty'), await drawn('busy')];
    expect(new Set(pictures).size).toBe(4);
  });
});
