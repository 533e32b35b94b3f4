/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImMessage } from '../../../../schemas/im';
import { MessageItem, type MessageContext } from '../message-item';

afterEach(cleanup);

const ctx = (onInterview = vi.fn()): MessageContext => ({
  me: 11,
  peer: { id: 22, name: '王敏', avatar: '', role: 1, companyName: '云帆科技', position: '' },
  meName: '林晓',
  meAvatar: '',
  recruiterId: 22,
  emojiMap: {},
  onHold: vi.fn(),
  onResend: vi.fn(),
  onAnswer: vi.fn(),
  onWithdraw: vi.fn(),
  onImage: vi.fn(),
  onJob: vi.fn(),
  onResume: vi.fn(),
  onInterview,
});

const line = (startAt: number, type = 1): ImMessage => ({
  id: 1,
  msgId: 'm1',
  cid: 1,
  seq: 1,
  type: 'system',
  content: { text: '已安排视频面试', kind: 'notice', interview: { id: 9, type, startAt, videoMinute: 30 } },
  fromUserId: 22,
  toUserId: 11,
  sendAt: Date.now(),
  status: 0,
  revoke: 0,
  clientId: null,
});

describe('a booked interview in chat', () => {
  it('shows 进入面试 when the room is open and opens the call', () => {
    const onInterview = vi.fn();
    render(<MessageItem m={line(Date.now() + 5 * 60_000)} ctx={ctx(onInterview)} />);
    fireEvent.click(screen.getByRole('button', { name: '进入面试' }));
    expect(onInterview).toHaveBeenCalledWith(9);
  });

  it('shows no button before the room opens, after it closes, or for an on-site interview', () => {
    render(<MessageItem m={line(Date.now() + 60 * 60_000)} ctx={ctx()} />);
    render(<MessageItem m={line(Date.now() - 2 * 60 * 60_000)} ctx={ctx()} />);
    render(<MessageItem m={line(Date.now(), 2)} ctx={ctx()} />);
    expect(screen.getAllByText('已安排视频面试')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '进入面试' })).toBeNull();
  });
});
