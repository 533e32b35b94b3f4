/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyRecruiter } from '../../../../.storybook/fixtures-recruit';
import { answerRecruitFixture } from '../../../../.storybook/fixtures-recruit';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { Toast } from 'antd-mobile';
import { ApiRequestError } from '../../../runtime/api/client';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { JobEdit } from '../job-edit';
import { jobEditWidget } from '../index';

afterEach(() => {
  cleanup();
  Toast.clear();
  window.history.replaceState(null, '', '/');
});
const scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  // jsdom draws nothing, so it has no scrolling of its own.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.getAttribute('data-field') ?? '');
  };
});

/** Popups answer like a user picking the first choices (Java开发工程师, 互联网/电子商务, 3-5年, 杭州西湖区). */
const popups = {
  open: vi.fn(async (key: string, props: { title?: string }) => {
    if (key === 'tree-picker') {
      return props.title === '职位类别'
        ? { confirmed: true, value: { value: [1, 101, 10101], items: [{ id: 1, pid: null, name: '技术' }, { id: 101, pid: 1, name: '后端开发' }, { id: 10101, pid: 101, name: 'Java开发工程师' }] } }
        : { confirmed: true, value: { value: [1, 101], items: [{ id: 1, pid: null, name: '互联网/IT' }, { id: 101, pid: 1, name: '互联网/电子商务' }] } };
    }
    if (key === 'address-area-select') {
      return { confirmed: true, value: [{ level: 1, code: '330000', name: '浙江省' }, { level: 2, code: '330100', name: '杭州市' }, { level: 3, code: '330106', name: '西湖区' }] };
    }
    if (key === 'picker') {
      const value = ({ 学历要求: '本科', 工作性质: 1, 薪资单位: 2 } as Record<string, unknown>)[props.title ?? ''] ?? '3-5年';
      return { confirmed: true, value: { value: [value], labels: [] } };
    }
    return { confirmed: false };
  }),
} as unknown as PopupManager;

function setup(saveMany: (data: unknown) => unknown, opts: { keepDraft?: boolean; answer?: (path: string, data: Record<string, unknown>) => unknown } = {}) {
  const api = withApi((path, data) =>
    path === '/api-user/job/saveMany' ? saveMany(data) : (opts.answer?.(path, data as Record<string, unknown>) ?? answerRecruitFixture(path, data as Record<string, unknown>)),
  );
  api.rt.session.update(storyRecruiter);
  const host = fakeHost();
  render(api.wrap(<PopupProvider manager={popups}><JobEdit {...jobEditWidget.defaultProps} keepDraft={opts.keepDraft ?? false} host={host} /></PopupProvider>));
  return { api, host };
}
const toastText = () => document.querySelector('.adm-toast-main')?.textContent ?? null;
const errorOf = (field: string) => document.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent ?? null;

async function fillValid() {
  fireEvent.change(screen.getByLabelText('职位名称', { selector: 'input' }), { target: { value: 'Java开发工程师' } });
  for (const f of ['positionId', 'industryId', 'experience', 'degree', 'area']) {
    fireEvent.click(document.querySelector(`[data-field="${f}"] button`)!);
    await waitFor(() => expect(document.querySelector(`[data-field="${f}"] .rm-form-pick--empty`)).toBeNull());
  }
  fireEvent.change(screen.getByLabelText('最低薪资', { selector: 'input' }), { target: { value: '15000' } });
  fireEvent.change(screen.getByLabelText('最高薪资', { selector: 'input' }), { target: { value: '25000' } });
  fireEvent.change(screen.getByLabelText('详细地址', { selector: 'input' }), { target: { value: '文三路 90 号' } });
  fireEvent.change(screen.getByLabelText('职位描述', { selector: 'textarea' }), { target: { value: '负责电商交易系统的设计与开发。' } });
}

describe('job-edit', () => {
  it('shows every field’s problem and sends nothing when the form is empty', async () => {
    const save = vi.fn();
    setup(save);
    const submit = await screen.findByRole('button', { name: '发布职位' });
    fireEvent.click(submit);
    await waitFor(() => expect(errorOf('title')).toBe('请输入职位名称'));
    expect(errorOf('positionId')).toBe('请选择职位类别');
    expect(errorOf('industryId')).toBe('请选择所属行业');
    expect(errorOf('salary')).toBe('请输入薪资');
    expect(errorOf('experience')).toBe('请选择工作经验');
    expect(errorOf('area')).toBe('请选择工作地区');
    expect(errorOf('address')).toBe('请输入详细地址');
    expect(errorOf('description')).toBe('请输入职位描述');
    // The map position starts at the company's address.
    expect(errorOf('location')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a valid job to saveMany and goes to the job list', async () => {
    const save = vi.fn(() => ({ list: [{ id: 5, created: true, status: 1, refreshedAt: new Date().toISOString() }] }));
    const { host } = setup(save);
    await screen.findByRole('button', { name: '发布职位' });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '双休' }));
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toEqual([
      {
        list: [
          {
            data: expect.objectContaining({
              title: 'Java开发工程师',
              positionId: 10101,
              industryId: 101,
              salaryMin: 15000,
              salaryMax: 25000,
              salaryUnit: 1,
              provinceCode: '330000',
              cityCode: '330100',
              districtCode: '330106',
              experience: '3-5年',
              degree: '本科',
              tags: ['双休'],
              lat: 30.2766,
              lng: 120.1216,
            }),
          },
        ],
      },
    ]);
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/manage' }));
  });

  it("sends the job's own contact, and names a contact number that is neither a mobile nor a landline before sending", async () => {
    const save = vi.fn(() => ({ list: [{ id: 5, created: true, status: 1, refreshedAt: new Date().toISOString() }] }));
    setup(save);
    await screen.findByRole('button', { name: '发布职位' });
    await fillValid();
    fireEvent.change(screen.getByLabelText('联系人', { selector: 'input' }), { target: { value: '王经理' } });
    fireEvent.change(screen.getByLabelText('联系电话', { selector: 'input' }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(errorOf('contactMobile')).toBe('联系电话应为手机号或固定电话（如 0571-88886666）'));
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('联系电话', { selector: 'input' }), { target: { value: '0571-88886666' } });
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toEqual([{ list: [{ data: expect.objectContaining({ contactName: '王经理', contactMobile: '0571-88886666', contactEmail: '', contactWechat: '' }) }] }]);
  });

  it('puts the server’s per-field answer under its field', async () => {
    setup(() => {
      throw new ApiRequestError(400, '所选区县不属于该城市', { issues: [{ index: 0, path: 'districtCode', message: '所选区县不属于该城市' }] });
    });
    await screen.findByRole('button', { name: '发布职位' });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(errorOf('area')).toBe('所选区县不属于该城市'));
  });

  it('beyond the free quota (14550) shows the reason and stays for the checkout the request wrapper opens, no error dialog', async () => {
    const { host } = setup(() => {
      throw new ApiRequestError(14550, '职位发布权益不足，请购买套餐', { key: 'rightsJob' });
    });
    await screen.findByRole('button', { name: '发布职位' });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await screen.findByText('职位发布权益不足，请购买套餐');
    expect(document.querySelector('.adm-dialog')).toBeNull();
    expect(host.runLink).not.toHaveBeenCalled();
  });

  it('counts chosen tags against the limit of 8; a second tap unselects', async () => {
    setup(vi.fn());
    await screen.findByRole('button', { name: '发布职位' });
    for (const t of ['五险一金', '双休', '弹性工作', '年终奖', '带薪年假', '餐补']) fireEvent.click(screen.getByRole('button', { name: t }));
    expect(screen.getByText('6/8')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '双休' }));
    expect(screen.getByText('5/8')).toBeTruthy();
    expect(screen.getByRole('button', { name: '双休' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('retouches the description with AI: the answer streams in, 重试 asks again, 放弃 keeps the text and 采用 replaces it', async () => {
    const { api } = setup(() => ({}));
    const asked: { text: string; mode: string; scene: string }[] = [];
    api.rt.api.stream = (async (_path: string, data: unknown, onDelta: (piece: string) => void) => {
      const d = data as { text: string; mode: string; scene: string };
      asked.push(d);
      const answer = `${d.mode}#${asked.length}：负责交易系统的架构设计与核心开发。`;
      for (const piece of [answer.slice(0, 6), answer.slice(6)]) onDelta(piece);
      return { text: answer };
    }) as typeof api.rt.api.stream;
    const area = await screen.findByLabelText('职位描述', { selector: 'textarea' });
    const open = screen.getByRole('button', { name: '✨ AI 润色' }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    fireEvent.change(area, { target: { value: '写交易系统' } });
    fireEvent.click(open);
    const popup = await screen.findByTestId('ai-retouch');
    fireEvent.click(within(popup).getByRole('button', { name: '更正式' }));
    await waitFor(() => expect(within(popup).getByTestId('ai-answer').textContent).toBe('formal#1：负责交易系统的架构设计与核心开发。'));
    expect(asked[0]).toEqual({ text: '写交易系统', mode: 'formal', scene: 'job' });
    fireEvent.click(within(popup).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(popup).getByTestId('ai-answer').textContent).toBe('formal#2：负责交易系统的架构设计与核心开发。'));
    fireEvent.click(within(popup).getByRole('button', { name: '放弃' }));
    expect((area as HTMLTextAreaElement).value).toBe('写交易系统');
    fireEvent.click(open);
    fireEvent.click(within(await screen.findByTestId('ai-retouch')).getByRole('button', { name: '精简' }));
    const accept = within(screen.getByTestId('ai-retouch')).getByRole('button', { name: '采用' }) as HTMLButtonElement;
    await waitFor(() => expect(accept.disabled).toBe(false));
    fireEvent.click(accept);
    await waitFor(() => expect((area as HTMLTextAreaElement).value).toBe('shorten#3：负责交易系统的架构设计与核心开发。'));
  });
  it('names the topmost problem in a toast and scrolls to its row; a row’s error goes when that row changes', async () => {
    setup(vi.fn());
    fireEvent.click(await screen.findByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(errorOf('title')).toBe('请输入职位名称'));
    await waitFor(() => expect(toastText()).toBe('请输入职位名称'));
    expect(scrolledTo).toEqual(['title']);
    fireEvent.change(screen.getByLabelText('职位名称', { selector: 'input' }), { target: { value: 'Java开发工程师' } });
    expect(errorOf('title')).toBeNull();
    expect(errorOf('positionId')).toBe('请选择职位类别');
    fireEvent.click(document.querySelector('[data-field="positionId"] button')!);
    await waitFor(() => expect(errorOf('positionId')).toBeNull());
    expect(errorOf('salary')).toBe('请输入薪资');
  });

  it('full-time pay is monthly: choosing 全职 puts the salary unit back to 元/月', async () => {
    setup(vi.fn());
    const unit = await screen.findByRole('button', { name: '薪资单位' });
    fireEvent.click(unit);
    await waitFor(() => expect(unit.textContent).toBe('元/天'));
    fireEvent.click(document.querySelector('[data-field="jobType"] button')!);
    await waitFor(() => expect(unit.textContent).toBe('元/月'));
  });

  it('offers the kept draft of an unfinished new job, keeps what is typed 1.5 s after the last change, and drops it once published', async () => {
    const save = vi.fn(() => ({ list: [{ id: 5, created: true, status: 1, refreshedAt: new Date().toISOString() }] }));
    const kept = { title: '前端开发', salaryMin: '8000', provinceCode: '330000', cityCode: '330100', areaName: '浙江省 杭州市' };
    const { api, host } = setup(save, {
      keepDraft: true,
      answer: (path) => {
        if (path === '/api-user/privateDrafts/find') return { list: [{ key: 'job-edit', data: kept, updatedAt: new Date().toISOString() }] };
        if (path === '/api-user/privateDrafts/save' || path === '/api-user/privateDrafts/delete') return null;
        return undefined;
      },
    });
    const title = (await screen.findByLabelText('职位名称', { selector: 'input' })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('前端开发'));
    await waitFor(() => expect(toastText()).toBe('已恢复上次未发布的草稿'));
    expect(document.querySelector('[data-field="area"]')!.textContent).toContain('浙江省 杭州市');
    expect((screen.getByLabelText('最低薪资', { selector: 'input' }) as HTMLInputElement).value).toBe('8000');

    const drafts = () => api.calls.filter(([path]) => path === '/api-user/privateDrafts/save').map(([, data]) => data);
    fireEvent.change(title, { target: { value: '前端开发工' } });
    fireEvent.change(title, { target: { value: '前端开发工程师' } });
    expect(drafts()).toEqual([]);
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 4000 });
    expect(drafts()[0]).toEqual({ key: 'job-edit', data: expect.objectContaining({ title: '前端开发工程师', salaryMin: '8000', provinceCode: '330000', areaName: '浙江省 杭州市', lat: 30.2766 }) });

    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '发布职位' }));
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/manage' }));
    const order = api.calls.map(([path]) => path).filter((path) => path === '/api-user/job/saveMany' || path === '/api-user/privateDrafts/delete');
    expect(order).toEqual(['/api-user/job/saveMany', '/api-user/privateDrafts/delete']);
    await waitFor(() => expect(toastText()).toBe('发布成功'));
  });

  it('opens an existing job (?id=) with its values and saves it under its id', async () => {
    window.history.replaceState(null, '', '/job/edit?id=7');
    const save = vi.fn(() => ({ list: [{ id: 7, created: false, status: 1, refreshedAt: new Date().toISOString() }] }));
    const { host } = setup(save, {
      answer: (path, data) =>
        path === '/api-user/job/manageGet' && data.id === 7
          ? {
              id: 7,
              status: 1,
              fields: {
                title: 'Java开发工程师',
                salaryMin: 15000,
                salaryMax: 25000,
                salaryUnit: 1,
                provinceCode: '330000',
                cityCode: '330100',
                districtCode: '330106',
                address: '文三路 90 号',
                lat: 30.2766,
                lng: 120.1216,
                industryId: 101,
                positionId: 10101,
                experience: '3-5年',
                degree: '本科',
                jobType: 1,
                tags: ['双休'],
                description: '负责电商交易系统的设计与开发。',
                isUrgent: false,
                contactName: '王经理',
              },
              names: { area: '浙江省 杭州市 西湖区', industry: '互联网/电子商务', position: 'Java开发工程师' },
            }
          : undefined,
    });
    const title = (await screen.findByLabelText('职位名称', { selector: 'input' })) as HTMLInputElement;
    expect(title.value).toBe('Java开发工程师');
    expect(document.querySelector('[data-field="area"]')!.textContent).toContain('浙江省 杭州市 西湖区');
    expect(document.querySelector('[data-field="positionId"]')!.textContent).toContain('Java开发工程师');
    expect(screen.getByRole('button', { name: '双休' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('联系人', { selector: 'input' }) as HTMLInputElement).value).toBe('王经理');
    fireEvent.change(title, { target: { value: '高级Java开发工程师' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]).toEqual([
      { list: [{ id: 7, data: expect.objectContaining({ title: '高级Java开发工程师', positionId: 10101, industryId: 101, salaryMin: 15000, districtCode: '330106', tags: ['双休'], contactName: '王经理' }) }] },
    ]);
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/manage' }));
    await waitFor(() => expect(toastText()).toBe('保存成功'));
  });
});
