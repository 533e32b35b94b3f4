/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { conversationFixture, fixtureImClient, ME_SEEKER, RECRUITER } from '../../../../tests/helpers/im-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ImProvider } from '../../../runtime/im';
import { ChatConversation } from '../chat-conversation';
import { cardLine, exchangeButtons, stateText } from '../exchange';
import { chatConversationWidget } from '../index';
import { chatConversationPropsSchema } from '../schema';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function setup(props: Record<string, unknown> = { cid: 1 }, opts: { answer?: (path: string, data: any) => unknown; me?: number } = {}) {
  const api = withApi(() => null);
  api.rt.session.update({ ...storyUser, id: opts.me ?? ME_SEEKER, uid: opts.me ?? ME_SEEKER });
  const toasts: string[] = [];
  const im = fixtureImClient(api.rt.session, { toast: (m) => toasts.push(m), ...(opts.answer ? { answer: opts.answer } : {}) });
  im.client.start();
  const host = fakeHost();
  const sent: any[] = [];
  const orig = im.socket.timeout.bind(im.socket);
  im.socket.timeout = () => ({
    emitWithAck: async (e: string, p: unknown) => {
      if (e === 'imMsgSend') sent.push(p);
      return orig().emitWithAck(e, p);
    },
  });
  render(api.wrap(<ImProvider client={im.client}><ChatConversation {...chatConversationPropsSchema.parse(props)} host={host} /></ImProvider>));
  return { api, im, host, sent, toasts };
}

describe('chat-conversation', () => {
  it('parses empty props to the defaults', () => {
    expect(chatConversationWidget.type).toBe('chat-conversation');
    expect(chatConversationPropsSchema.parse({})).toEqual({ showJobCard: true, showExchangeBar: true, placeholder: '说点什么…' });
  });

  it('shows the job on top, bubbles with 已读/未读 on my own, a revoked line, stickers and exchange cards in their states', async () => {
    setup();
    await screen.findByTestId('chat');
    expect(screen.getByTestId('chat-job').textContent).toContain('前端开发工程师');
    expect(screen.getByTestId('chat-job').textContent).toContain('12-20K');
    const flags = screen.getAllByTestId('read-flag').map((f) => f.textContent);
    expect(flags).toContain('已读');
    expect(flags.at(-1)).toBe('未读');
    expect(screen.getByTestId('revoked').textContent).toBe('你撤回了一条消息');
    expect(screen.getByAltText('[微笑]')).toBeTruthy();
    const states = screen.getAllByTestId('exchange-card').map((c) => [c.getAttribute('data-kind'), c.getAttribute('data-status')]);
    expect(states).toEqual([['mobileExchange', '2'], ['wechatExchange', '3'], ['resumeExchange', '5'], ['interviewExchange', '1']]);
    expect(screen.getByTestId('revealed-mobile').textContent).toContain('13800000002');
    expect(screen.getByTestId('revealed-mobile').textContent).not.toContain('13800000001');
  });

  it('lets the receiver accept a pending interview invitation (the Result goes out with the exchange id)', async () => {
    const { sent } = setup();
    const invite = (await screen.findAllByTestId('exchange-card')).find((c) => c.getAttribute('data-kind') === 'interviewExchange')!;
    expect(invite.textContent).toContain('对方邀请你参加面试');
    expect(invite.textContent).toContain('文三路 90 号');
    fireEvent.click(within(invite).getByText('同意'));
    await waitFor(() => expect(sent.some((p) => p.type === 'interviewExchangeResult')).toBe(true));
    expect(sent.find((p) => p.type === 'interviewExchangeResult')).toMatchObject({ content: { cid: 1, exchangeId: 4, status: 2 }, toUserId: RECRUITER });
  });

  it('asks before an exchange and sends the request only when confirmed', async () => {
    const { sent } = setup();
    await screen.findByTestId('chat');
    fireEvent.click(screen.getByText('换微信'));
    expect(await screen.findByText(/确定与对方交换微信吗/)).toBeTruthy();
    fireEvent.click(screen.getByText('取消'));
    // The cancelled dialog has left (antd's animation runs on jsdom's timers), and nothing was sent.
    await waitFor(() => expect(screen.queryByText(/确定与对方交换微信吗/)).toBeNull());
    expect(sent.filter((p) => p.type === 'wechatExchange')).toHaveLength(0);
    fireEvent.click(screen.getByText('换电话'));
    expect(await screen.findByText(/确定与对方交换电话吗/)).toBeTruthy();
    const oks = await screen.findAllByText('确定');
    fireEvent.click(oks[oks.length - 1]!);
    await waitFor(() => expect(sent.filter((p) => p.type === 'mobileExchange')).toHaveLength(1));
    expect(sent.filter((p) => p.type === 'wechatExchange')).toHaveLength(0);
  });

  it('a seeker offers 发简历 and has no 约面试; a recruiter has 求简历 and 约面试', () => {
    expect(exchangeButtons(false).map((b) => b.text)).toEqual(['换电话', '换微信', '发简历']);
    expect(exchangeButtons(true).map((b) => b.text)).toEqual(['换电话', '换微信', '求简历', '约面试']);
    expect(cardLine('resumeExchange', false, true)).toBe('对方想查看你的在线简历');
    expect([1, 2, 3, 5].map((s) => stateText(s, true))).toEqual(['等待对方回应', '已同意', '已拒绝', '已失效']);
  });

  it('sends text with emoji codes picked from the panel, shown as pictures', async () => {
    const { sent } = setup();
    await screen.findByTestId('chat');
    fireEvent.click(screen.getByLabelText('表情'));
    const panel = await screen.findByTestId('emoji-panel');
    fireEvent.change(screen.getByRole('textbox', { name: '消息内容' }), { target: { value: '收到' } });
    fireEvent.click(within(panel).getByLabelText('强'));
    expect((screen.getByRole('textbox', { name: '消息内容' }) as HTMLInputElement).value).toBe('收到[强]');
    expect(within(panel).getByRole('tab', { name: 'default' }).getAttribute('aria-selected')).toBe('true');
    // Another group by its tab (the group's main emoji).
    fireEvent.click(within(panel).getByRole('tab', { name: 'work' }));
    fireEvent.click(within(panel).getByLabelText('面试'));
    fireEvent.click(screen.getByText('发送'));
    await waitFor(() => expect(sent.some((p) => p.type === 'text' && p.content.text === '收到[强][面试]')).toBe(true));
    await waitFor(() => expect(screen.getAllByAltText('[强]').length).toBeGreaterThan(0));
  });

  it('resolves ?jobId= through byJob (contract 4)', async () => {
    window.history.replaceState(null, '', '/chat?jobId=5');
    const { im } = setup({});
    await screen.findByTestId('chat');
    expect(im.calls.find(([p]) => p === '/api-user/im/conversation/byJob')?.[1]).toEqual({ jobId: 5 });
  });

  it('resolves ?userId=&jobId= through byRelation', async () => {
    window.history.replaceState(null, '', '/chat?userId=11&jobId=5');
    const { im } = setup({}, { me: RECRUITER, answer: (p) => {
      if (p.endsWith('/im/login')) return { userId: RECRUITER, role: 1, imUserId: RECRUITER, token: 't', key: 'demo', socketPath: '/im/socket.io', expiresAt: Date.now() + 60_000 };
      return p.endsWith('/byRelation') ? conversationFixture(1, { userId: RECRUITER, chatUserId: ME_SEEKER, recruiterId: RECRUITER }) : undefined;
    } });
    await screen.findByTestId('chat');
    expect(im.calls.find(([p]) => p === '/api-user/im/conversation/byRelation')?.[1]).toEqual({ relationId: 11, jobId: 5 });
    expect(screen.getByText('约面试')).toBeTruthy();
    expect(screen.getByText('切换职位')).toBeTruthy();
  });

  it('blocks from the ⋯ menu after a confirmation: the notice shows and their messages are ignored', async () => {
    const { im } = setup();
    await screen.findByTestId('chat');
    fireEvent.click(screen.getByLabelText('更多'));
    fireEvent.click(await screen.findByText('拉黑'));
    expect(await screen.findByText(/拉黑后将不再收到王敏的消息/)).toBeTruthy();
    // Dialogs of earlier tests may still be fading out in the body.
    fireEvent.click(screen.getAllByText('确定').at(-1)!);
    expect(await screen.findByText('你已拉黑对方，将不会收到对方的消息')).toBeTruthy();
    expect(im.calls.find(([p]) => p === '/api-user/im/contact/blackSet')?.[1]).toEqual({ cid: 1, isBlack: true });
    const before = im.client.getState().conversations[1]!.messages.length;
    im.socket.push('imMsg', { id: 9001, msgId: 'b', cid: 1, seq: 99, type: 'text', content: { text: '还在吗' }, sendAt: Date.now(), fromUserId: RECRUITER, toUserId: ME_SEEKER, status: 0, revoke: 0, clientId: null });
    expect(im.client.getState().conversations[1]!.messages).toHaveLength(before);
    expect(screen.queryByText('还在吗')).toBeNull();
  });

  it('shows why a conversation cannot open instead of a blank screen', async () => {
    setup({ cid: 77 }, { answer: (p) => (p.endsWith('/conversation/get') ? new Error('会话不存在') : undefined) });
    expect(await screen.findByText('无法打开会话')).toBeTruthy();
    expect(screen.getByText('会话不存在')).toBeTruthy();
  });
});
