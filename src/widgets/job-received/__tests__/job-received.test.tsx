/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { SendItem } from '../../../../schemas/job-send';
import { JobReceived } from '../job-received';
import { jobReceivedPropsSchema } from '../schema';

afterEach(cleanup);

const STATUS_TEXT: Record<number, string> = { 1: '已投递', 2: '被查看', 3: '邀请面试', 4: '通过', 5: '不合适' };
const sent = (id: number, name: string, title: string, status: number, over: Partial<SendItem> = {}): SendItem => ({
  id,
  status,
  statusText: STATUS_TEXT[status]!,
  improper: false,
  note: '',
  reply: '',
  resumeKind: 0,
  attachmentId: null,
  form: null,
  model: 'job',
  modelId: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  viewedAt: null,
  urgedAt: null,
  canUrge: false,
  canCancel: false,
  job: { id: 100 + id, title, salaryMin: 12000, salaryMax: 20000, salaryUnit: 1, cityName: '杭州', status: 1 },
  company: { id: 7, name: '云帆科技', logo: '' },
  seeker: { id: 10 + id, name, avatar: '', degree: '本科', workingDate: '2020-07' },
  ...over,
});

/** The recruiter's side of sendFind/sendDetail/sendResolve: opening marks viewed, decisions change the status. */
function server() {
  const list = [sent(1, '林晓雨', '前端开发工程师', 1, { note: '三年前端经验，可随时到岗' }), sent(2, '张明', '产品经理', 3, { form: { name: '张明', mobile: '13900001111' } })];
  return (path: string, data: unknown): unknown => {
    const body = (data ?? {}) as Record<string, unknown>;
    const one = list.find((x) => x.id === body.id);
    if (path === '/api-user/job/sendFind') {
      const shown = list.filter((x) => body.status === undefined || x.status === body.status).filter((x) => !body.improper || x.improper);
      return { list: shown.map((x) => ({ ...x })), page: 1, limit: 10, total: shown.length, done: true };
    }
    if (path === '/api-user/job/sendDetail') {
      if (one && one.status === 1) Object.assign(one, { status: 2, statusText: '被查看' });
      return one ? { ...one } : null;
    }
    if (path === '/api-user/job/sendResolve' && one) {
      const status = { invite: 3, pass: 4, reject: 5 }[body.action as string]!;
      Object.assign(one, { status, statusText: STATUS_TEXT[status], reply: String(body.reply ?? '') });
    }
    if (path === '/api-user/job/sendImproper' && one) one.improper = Boolean(body.improper);
    return null;
  };
}

function setup(loggedIn = true) {
  const api = withApi(server());
  if (loggedIn) api.rt.session.update({ ...storyUser, role: 1 });
  const host = fakeHost();
  render(api.wrap(<JobReceived {...jobReceivedPropsSchema.parse({})} host={host} />));
  return { ...api, host };
}

const card = async (text: string) => (await screen.findAllByText(text))[0]!.closest('[data-testid="send-card"]') as HTMLElement;

describe('job-received', () => {
  it('lists the applications with who, which job and the status; a tab asks for that status', async () => {
    const { calls } = setup();
    expect(within(await card('林晓雨')).getByText('已投递')).toBeTruthy();
    expect(within(await card('张明')).getByText('邀请面试')).toBeTruthy();
    expect(calls[0]).toEqual(['/api-user/job/sendFind', expect.objectContaining({ side: 'recruiter', limit: 10 })]);
    fireEvent.click(screen.getByText('已邀请'));
    await waitFor(() => expect(screen.queryAllByText('林晓雨')).toEqual([]));
    expect(calls.at(-1)).toEqual(['/api-user/job/sendFind', expect.objectContaining({ status: 3 })]);
  });

  it('opening one shows the note and marks it viewed; 邀请面试 sends the reply and the status follows', async () => {
    const { calls } = setup();
    fireEvent.click(within(await card('林晓雨')).getAllByText('林晓雨')[0]!);
    const sheet = await screen.findByRole('dialog', { name: '投递详情' });
    expect(await within(sheet).findByText('附言：三年前端经验，可随时到岗')).toBeTruthy();
    expect(within(sheet).getByText('被查看')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('回复求职者（选填）'), { target: { value: '周三下午两点来公司面试' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '邀请面试' }));
    expect(await screen.findByText('已发送面试邀请')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/job/sendResolve', { id: 1, action: 'invite', reply: '周三下午两点来公司面试' }]);
    expect(await within(sheet).findByText('你的回复：周三下午两点来公司面试')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '邀请面试' })).toBeNull();
  });

  it('不合适 asks first, then marks it', async () => {
    const { calls } = setup();
    fireEvent.click(within(await card('林晓雨')).getAllByText('林晓雨')[0]!);
    const sheet = await screen.findByRole('dialog', { name: '投递详情' });
    fireEvent.click(await within(sheet).findByRole('button', { name: '不合适' }));
    expect(await screen.findByText('求职者将收到“暂不合适”的通知，确定吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls).toContainEqual(['/api-user/job/sendResolve', { id: 1, action: 'reject', reply: '' }]));
    expect(await screen.findByText('已标记为不合适')).toBeTruthy();
  });

  it('a sign-up form application shows its values, and 沟通 opens the chat with the seeker about the job', async () => {
    const { host } = setup();
    fireEvent.click(within(await card('张明')).getAllByText('张明')[0]!);
    const sheet = await screen.findByRole('dialog', { name: '投递详情' });
    expect(await within(sheet).findByText('13900001111')).toBeTruthy();
    expect(within(sheet).getByText('手机号')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '查看简历' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: '沟通' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/chat', params: { userId: 12, jobId: 102 } });
  });

  it('asks a visitor to log in as a recruiter', () => {
    const { host } = setup(false);
    fireEvent.click(screen.getByRole('button', { name: '登录后查看收到的简历' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 1 } });
  });
});
