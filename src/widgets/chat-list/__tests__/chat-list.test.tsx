/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { contactsFixture, fixtureImClient, ME_SEEKER } from '../../../../tests/helpers/im-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ImProvider } from '../../../runtime/im';
import { ChatList } from '../chat-list';
import { chatListWidget } from '../index';
import { chatListPropsSchema } from '../schema';

afterEach(cleanup);
const props = chatListPropsSchema.parse({});

function setup(user = true) {
  const api = withApi(() => null);
  if (user) api.rt.session.update({ ...storyUser, id: ME_SEEKER, uid: ME_SEEKER });
  // The fixture server remembers removed conversations, as the real one does: a list fetched
  // after 删除会话 (the login's catch-up, whenever it lands) no longer holds them.
  const removed = new Set<number>();
  const im = fixtureImClient(api.rt.session, {
    answer: (path, data: { cid?: number }) => {
      if (path.endsWith('/removeSet') && data.cid) removed.add(data.cid);
      if (path !== '/api-user/im/contact/find') return undefined;
      const list = contactsFixture().filter((c) => !removed.has(c.cid));
      return { list, page: 1, limit: 12, total: list.length, done: true, unreadTotal: list.reduce((n, c) => n + c.unread, 0) };
    },
  });
  im.client.start();
  const host = fakeHost();
  render(api.wrap(<ImProvider client={im.client}><ChatList {...props} host={host} /></ImProvider>));
  return { api, im, host };
}

describe('chat-list', () => {
  it('parses empty props to the defaults', () => {
    expect(chatListWidget.type).toBe('chat-list');
    expect(props).toMatchObject({ title: '消息', showActions: true, chatPath: '/chat' });
    expect(chatListPropsSchema.safeParse({ chatPath: 'https://evil.example' }).success).toBe(false);
  });

  it('asks a visitor to log in', () => {
    const { host } = setup(false);
    fireEvent.click(screen.getByText('登录 / 注册'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 } });
  });

  it('lists conversations pinned first with name, job, last message, time and unread badges (99+ above 99)', async () => {
    const errors = vi.spyOn(console, 'error');
    const { api } = setup();
    const rows = await screen.findAllByTestId('chat-row');
    // The long-press handlers go on the row, nothing else (React warned of an unknown prop consumeHold).
    expect(errors.mock.calls.flat().join(' ')).not.toContain('does not recognize');
    errors.mockRestore();
    expect(rows).toHaveLength(contactsFixture().length);
    expect(rows[0]!.textContent).toContain('王敏');
    expect(rows[0]!.textContent).toContain('云帆科技 · 人事经理');
    expect(rows[0]!.textContent).toContain('前端开发工程师 12-20K');
    expect(within(rows[0]!).getByText('2')).toBeTruthy();
    const many = rows.find((r) => r.textContent?.includes('赵雪'))!;
    expect(many.textContent).toContain('99+');
    expect(many.textContent).toContain('[图片]');
    expect(many.textContent).toContain('1天前');
    // Initials when there is no picture.
    expect(within(rows[1]!).getByRole('img').textContent).toBe('李华');
    expect(screen.getByTestId('chat-unread-total').textContent).toBe('99+ 条未读');
    // The tab bar reads user.unread: the same total.
    await waitFor(() => expect(api.rt.session.getState().user!.unread).toBe(123));
  });

  it('opens the conversation of a tapped row by its cid', async () => {
    const { host } = setup();
    const rows = await screen.findAllByTestId('chat-row');
    fireEvent.click(rows[1]!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/chat', params: { cid: 10 } });
  });

  it('removes a conversation after 删除会话 is confirmed, lowering the total by its unread', async () => {
    const { api, im } = setup();
    await screen.findAllByTestId('chat-row');
    await waitFor(() => expect(im.client.getState().unreadTotal).toBe(123));
    const row = screen.getAllByTestId('chat-row').find((r) => r.textContent?.includes('李华'))!;
    const swipe = row.closest('.rm-swipe-row')!;
    fireEvent.click(within(swipe as HTMLElement).getByText('删除'));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.queryByText('李华')).toBeNull());
    expect(im.calls.some(([p, d]) => p === '/api-user/im/contact/removeSet' && (d as { cid: number }).cid === 10)).toBe(true);
    expect(im.client.getState().unreadTotal).toBe(122);
    await waitFor(() => expect(api.rt.session.getState().user!.unread).toBe(122));
  });

  it('pins from the long-press menu', async () => {
    const { im } = setup();
    const rows = await screen.findAllByTestId('chat-row');
    const row = rows.find((r) => r.textContent?.includes('周杰'))!;
    act(() => {
      fireEvent.pointerDown(row, { clientX: 5, clientY: 5 });
    });
    // The menu opens once the press has been held 500 ms: wait for it to appear, not a guessed time.
    fireEvent.click(await screen.findByText('置顶聊天', undefined, { timeout: 3_000 }));
    await waitFor(() => expect(im.calls.some(([p]) => p === '/api-user/im/contact/topSet')).toBe(true));
    // Pinned rows come first (among them the newest first).
    await waitFor(() => expect(screen.getAllByTestId('chat-row').slice(0, 2).map((r) => r.getAttribute('data-cid'))).toEqual(['1', '13']));
  });
});
