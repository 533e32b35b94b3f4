/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { SendItem } from '../../../../schemas/job-send';
import { DesignProvider } from '../../../runtime/design/renderer';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { createRegistry } from '../../../runtime/registry';
import { JobSend } from '../job-send';
import { jobSendPropsSchema } from '../schema';

afterEach(cleanup);

const STATUS_TEXT: Record<number, string> = { 1: '已投递', 2: '被查看', 3: '邀请面试', 4: '通过', 5: '不合适', 6: '已撤回' };
const sent = (id: number, title: string, status: number, over: Partial<SendItem> = {}): SendItem => ({
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
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  updatedAt: new Date().toISOString(),
  viewedAt: status >= 2 && status !== 6 ? new Date().toISOString() : null,
  urgedAt: null,
  canUrge: status <= 2,
  canCancel: status <= 2,
  job: { id: 100 + id, title, salaryMin: 12000, salaryMax: 20000, salaryUnit: 1, cityName: '杭州', status: 1 },
  company: { id: 7, name: '云帆科技', logo: '' },
  seeker: { id: 10, name: '林晓', avatar: '', degree: '本科', workingDate: '2020-07' },
  ...over,
});

/** The seeker's side of the application calls, keeping urges and cancellations as the real server does. */
function server() {
  const list = [sent(1, '前端开发工程师', 1), sent(2, 'UI设计师', 3, { reply: '周三下午 2 点公司面试' })];
  return (path: string, data: unknown): unknown => {
    const body = (data ?? {}) as Record<string, unknown>;
    const one = list.find((x) => x.id === body.id);
    if (path === '/api-user/job/sendFind') {
      const shown = list.filter((x) => body.status === undefined || x.status === body.status);
      return { list: shown.map((x) => ({ ...x })), page: 1, limit: 10, total: shown.length, done: true };
    }
    if (path === '/api-user/job/sendDetail') return one ? { ...one } : null;
    if (path === '/api-user/job/sendUrge' && one) Object.assign(one, { canUrge: false, urgedAt: new Date().toISOString() });
    if (path === '/api-user/job/sendCancel' && one) Object.assign(one, { status: 6, statusText: '已撤回', canUrge: false, canCancel: false });
    if (path === '/api-user/job/contactGet') {
      const invited = list.find((x) => x.job.id === body.id)?.status === 3;
      return { jobId: body.id, name: '陈嘉怡', position: '人事经理', companyName: '云帆科技', mobile: invited ? '13800000002' : '138****0002', wechat: '', email: '', visible: invited, hint: invited ? '' : '投递该职位并获得面试邀请或通过后，可查看完整联系方式' };
    }
    if (path === '/api-user/job/sendGet') return { type: 0, jobId: body.id, title: '数据分析师', applied: false, sendId: null, status: null, form: null };
    if (path === '/api-user/resume/attachment/find') return { list: [] };
    if (path === '/api-user/job/sendResume') return [{ id: body.id, title: '数据分析师', status: 1, sendId: 9, message: '投递成功' }];
    return null;
  };
}

function setup(props: Record<string, unknown> = {}, opts: { query?: Record<string, string>; loggedIn?: boolean } = {}) {
  const api = withApi(server());
  if (opts.loggedIn !== false) api.rt.session.update(storyUser);
  const host = fakeHost();
  const popups = { open: vi.fn(), has: () => false } as unknown as PopupManager;
  const design = (ui: ReactNode) => (
    <DesignProvider value={{ registry: createRegistry([]), data: { route: { params: {}, query: opts.query ?? {} } }, runLink: vi.fn(), preview: false, report: vi.fn(), page: 'test' }}>{ui}</DesignProvider>
  );
  render(api.wrap(design(<PopupProvider manager={popups}><JobSend {...jobSendPropsSchema.parse(props)} host={host} /></PopupProvider>)));
  return { ...api, host };
}

const card = async (text: string) => (await screen.findAllByText(text))[0]!.closest('[data-testid="send-card"]') as HTMLElement;

describe('job-send', () => {
  it('the list shows each application with its status; 催一催 is sent once and then no longer offered', async () => {
    const { calls } = setup();
    const first = await card('前端开发工程师');
    expect(within(first).getByText('已投递')).toBeTruthy();
    expect(within(await card('UI设计师')).getByText('邀请面试')).toBeTruthy();
    expect(within(await card('UI设计师')).queryByRole('button', { name: '催一催' })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: '催一催' }));
    expect(await screen.findByText('已提醒招聘者尽快查看')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/job/sendUrge', { id: 1 }]);
    await waitFor(() => expect(within(first).queryByRole('button', { name: '催一催' })).toBeNull());
  });

  it('撤回 asks first, then the application says 已撤回', async () => {
    const { calls } = setup();
    fireEvent.click(within(await card('前端开发工程师')).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('确定撤回对「前端开发工程师」的投递吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已撤回', { selector: '.adm-toast-main *, .adm-toast-main' })).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/job/sendCancel', { id: 1 }]);
    await waitFor(() => expect(within(screen.getAllByTestId('send-card')[0]!).getByText('已撤回')).toBeTruthy());
  });

  it('a tap on an application opens its detail page', async () => {
    const { host } = setup();
    fireEvent.click(within(await card('前端开发工程师')).getByText('前端开发工程师'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/resume/submit-detail', params: { id: 1 } });
  });

  it('the detail of an invitation shows the reply and the recruiter’s number in full; one not yet invited masks it', async () => {
    setup({ view: 'detail' }, { query: { id: '2' } });
    expect(await screen.findByRole('heading', { name: 'UI设计师' })).toBeTruthy();
    expect(screen.getByText('周三下午 2 点公司面试')).toBeTruthy();
    expect(await screen.findByText('13800000002')).toBeTruthy();
    cleanup();
    setup({ view: 'detail' }, { query: { id: '1' } });
    expect(await screen.findByText('电话：138****0002')).toBeTruthy();
    expect(screen.getByText('投递该职位并获得面试邀请或通过后，可查看完整联系方式')).toBeTruthy();
    expect(screen.getByText('等待招聘者处理')).toBeTruthy();
  });

  it('a detail address without an id says the record is missing', () => {
    setup({ view: 'detail' });
    expect(screen.getByText('链接缺少投递记录')).toBeTruthy();
  });

  it('/resume/submit?jobId= sends the note with the online resume and goes to the finished page', async () => {
    const { calls, host } = setup({}, { query: { jobId: '300' } });
    expect(await screen.findByText('数据分析师')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('附言（选填）'), { target: { value: '周末也可以面试' } });
    fireEvent.click(screen.getByRole('button', { name: '确认投递' }));
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/resume/submit-finished', params: { id: 9, jobId: 300 } }));
    expect(calls).toContainEqual(['/api-user/job/sendResume', { id: 300, note: '周末也可以面试', resumeKind: 0 }]);
  });

  it('asks a visitor to log in', () => {
    const { host } = setup({}, { loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '登录后查看投递记录' }));
    expect(host.runLink).toHaveBeenCalled();
  });
});
