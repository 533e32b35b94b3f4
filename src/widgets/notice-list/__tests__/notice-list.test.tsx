/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../../../schemas/job-send';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { NoticeList } from '../notice-list';
import { noticeListPropsSchema } from '../schema';

afterEach(cleanup);

const notice = (p: Partial<Notice> & Pick<Notice, 'id' | 'title'>): Notice => ({ kind: 'apply', content: '', model: 'job_send', modelId: null, link: '', read: false, createdAt: new Date().toISOString(), ...p });

/** A notice server: remembers what was read, as the real one does. */
function server() {
  const list = [
    notice({ id: 2, title: '你的简历已被查看', content: '云帆科技查看了你的简历', link: '/job-send' }),
    notice({ id: 1, title: '面试邀请', content: '星河数据邀请你面试', read: true }),
  ];
  return (path: string, data: unknown) => {
    if (path === '/api-user/notice/read') {
      const body = data as { ids?: number[]; all?: boolean };
      for (const n of list) if (body.all || body.ids?.includes(n.id)) n.read = true;
      return { count: 1 };
    }
    return { list: list.map((n) => ({ ...n })), page: 1, limit: 20, total: list.length, done: true, unread: list.filter((n) => !n.read).length };
  };
}

function setup(answer = server()) {
  const api = withApi(answer);
  api.rt.session.update(storyUser);
  const host = fakeHost();
  render(api.wrap(<NoticeList {...noticeListPropsSchema.parse({})} host={host} />));
  return { api, host };
}

describe('notice-list', () => {
  it('shows the notices with an unread dot and count; opening one marks it read and goes where it points', async () => {
    const { api, host } = setup();
    const items = await screen.findAllByTestId('notice');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('你的简历已被查看'), expect.stringContaining('面试邀请')]);
    expect(screen.getByText('1 条未读')).toBeTruthy();
    expect(items[0]!.querySelector('[aria-label="未读"]')).not.toBeNull();
    expect(items[1]!.querySelector('[aria-label="未读"]')).toBeNull();
    fireEvent.click(screen.getByText('你的简历已被查看'));
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job-send' }));
    expect(api.calls).toContainEqual(['/api-user/notice/read', { ids: [2] }]);
    await waitFor(() => expect(screen.getAllByText('全部已读')).toHaveLength(1));
    expect(screen.getAllByTestId('notice')[0]!.querySelector('[aria-label="未读"]')).toBeNull();
  });

  it('a read notice without a link is not read again and goes nowhere', async () => {
    const { api, host } = setup();
    fireEvent.click(await screen.findByText('面试邀请'));
    expect(api.calls.filter(([p]) => p === '/api-user/notice/read')).toEqual([]);
    expect(host.runLink).not.toHaveBeenCalled();
  });

  it('全部已读 marks everything read', async () => {
    const { api } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull());
    expect(api.calls).toContainEqual(['/api-user/notice/read', { all: true }]);
    expect(screen.getByText('全部已读')).toBeTruthy();
  });

  it('says there are none yet, and asks a visitor to log in', async () => {
    setup(() => ({ list: [], page: 1, limit: 20, total: 0, done: true, unread: 0 }));
    expect(await screen.findByText('暂无通知')).toBeTruthy();
    cleanup();
    const host = fakeHost();
    render(withApi(() => undefined).wrap(<NoticeList {...noticeListPropsSchema.parse({})} host={host} />));
    fireEvent.click(screen.getByText('登录后查看通知'));
    expect(host.runLink).toHaveBeenCalled();
  });
});
