/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { storyState } from '../../../../.storybook/resume-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { RegisterInfo } from '../../../../schemas/accounts';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { BaseInfo } from '../base-info';
import { baseInfoPropsSchema } from '../schema';

afterEach(cleanup);

const blank: RegisterInfo = { name: '', role: 0, gender: null, birthday: null, degree: null, jobStatus: null, workingDate: null, position: null, company: null };

/** The pickers answer as a user who picks 女, 本科, the second job status, 1998-03-01 and 2020-07. */
async function pickerAnswer(key: string, opts: { title?: string; precision?: string }) {
  if (key === 'date-picker') return { confirmed: true, value: opts.precision === 'month' ? '2020-07' : '1998-03-01' };
  const byTitle: Record<string, string | number> = { 性别: 2, 最高学历: '本科', 求职状态: 2 };
  return { confirmed: true, value: { value: [byTitle[opts.title ?? ''] ?? null] } };
}

function setup(opts: { info?: Partial<RegisterInfo>; role?: number; resume?: boolean; loggedIn?: boolean } = {}) {
  const api = withApi((path) => {
    if (path === '/api-user/register/infoGet') return { ...blank, ...opts.info };
    if (path === '/api-user/resume/get') return storyState({ exists: opts.resume ?? false });
    if (path === '/api-user/register/infoSave' || path === '/api-user/user/infoSave') return storyUser;
    if (path === '/api-user/resume/save') return storyState();
    return undefined;
  });
  if (opts.loggedIn !== false) api.rt.session.update({ ...storyUser, role: opts.role ?? 0 });
  const open = vi.fn(pickerAnswer);
  const host = fakeHost();
  render(
    api.wrap(
      <PopupProvider manager={{ open } as unknown as PopupManager}>
        <BaseInfo {...baseInfoPropsSchema.parse({})} host={host} />
      </PopupProvider>,
    ),
  );
  return { ...api, open, host };
}

const saveButton = () => screen.findByRole('button', { name: '保存' });

describe('base-info', () => {
  it('a job seeker is asked for name, gender and birthday in Chinese, and nothing is saved', async () => {
    const { calls } = setup();
    fireEvent.click(await saveButton());
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请选择性别', { selector: '[role="alert"]' })).toBeTruthy();
    expect(screen.getByText('请选择出生日期', { selector: '[role="alert"]' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称不能为纯数字')).toBeTruthy();
    expect(calls.filter(([p]) => p.endsWith('infoSave'))).toEqual([]);
  });

  it('a job seeker fills the form from the pickers and saves it with register/infoSave', async () => {
    const { calls } = setup({ info: { name: '林晓' } });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveProperty('value', '林晓'));
    expect(screen.getByText('138****0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '性别' }));
    expect(await screen.findByText('女')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '出生日期' }));
    expect(await screen.findByText('1998-03-01')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '最高学历' }));
    expect(await screen.findByText('本科')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '求职状态' }));
    expect(await screen.findByText('在职，月内到岗')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '参加工作' }));
    expect(await screen.findByText('2020-07')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/register/infoSave', { name: '林晓', gender: 2, birthday: '1998-03-01', degree: '本科', jobStatus: 2, workingDate: '2020-07' }]);
    // No online resume yet: nothing is written to one.
    expect(calls.filter(([p]) => p === '/api-user/resume/save')).toEqual([]);
  });

  it('with an online resume the form starts from it, and a changed name is saved to the resume too', async () => {
    const { calls } = setup({ info: { name: '旧名字' }, resume: true });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveProperty('value', '林晓'));
    expect(screen.getByText('1998-05-12')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '林晓雨' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const resumeSave = calls.find(([p]) => p === '/api-user/resume/save');
    expect(resumeSave?.[1]).toMatchObject({ key: 'base', data: { name: '林晓雨', birthday: '1998-05-12' } });
  });

  it('a recruiter edits only the name, saved with user/infoSave', async () => {
    const { calls } = setup({ role: 1, info: { name: '许清', role: 1 } });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveProperty('value', '许清'));
    expect(screen.queryByRole('button', { name: /性别/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '许清如' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/user/infoSave', { name: '许清如' }]);
  });

  it('asks a visitor to log in', () => {
    const { host } = setup({ loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(host.runLink).toHaveBeenCalled();
  });
});
