/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { storyLabel, storyState } from '../../../../.storybook/resume-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { registerResumePopups } from '../../../app/resume/register-resume-popups';
import { createPopupManager, PopupHost, PopupProvider } from '../../../runtime/popups';
import { registerBuiltInPopups } from '../../../runtime/popups/built-in';
import { resumeDraftKey } from '../../../runtime/resume/drafts';
import { expectLimitMessage, ResumeEditor } from '../resume-editor';
import { resumeEditorPropsSchema } from '../schema';

afterEach(cleanup);
const props = resumeEditorPropsSchema.parse({});

function setup(answer: (path: string, data: unknown) => unknown) {
  const api = withApi(answer);
  api.rt.session.update(storyUser);
  const popups = createPopupManager({ env: null });
  registerBuiltInPopups(popups, { api: api.rt.api, queryClient: api.rt.queryClient });
  registerResumePopups(popups);
  const ui = (
    <PopupProvider manager={popups}>
      <ResumeEditor {...props} host={fakeHost()} />
      <PopupHost manager={popups} />
    </PopupProvider>
  );
  return { ...api, popups, view: () => render(api.wrap(ui)) };
}

const answer =
  (over: Partial<ReturnType<typeof storyState>> = {}) =>
  (path: string): unknown => {
    if (path === '/api-user/resume/get')
      return storyState({
        completeness: { score: 60, missing: [{ key: 'project', label: '项目经历', required: false }, { key: 'certificate', label: '资格证书', required: false }] },
        ...over,
      });
    if (path === '/api-user/resume/attachment/find') return { list: [] };
    return {};
  };

describe('resume editor', () => {
  it('shows the label summary, the score and what is missing', async () => {
    const t = setup(answer());
    t.view();
    const score = await screen.findByTestId('resume-completeness');
    expect(score.textContent).toContain('60%');
    expect(score.textContent).toContain('还差：项目经历、资格证书');
    expect(screen.getByTestId('resume-labels').textContent).toBe(storyLabel.parts.join(' · '));
  });

  it('refuses a fourth full-time expectation with the limit message, and allows part-time below its limit', async () => {
    const t = setup(answer());
    t.view();
    const full = await screen.findByTestId('expect-full-time');
    // The fixture holds 3 full-time expectations: the limit (umExpectNum 3) is reached.
    expect(full.textContent).toContain('（3/3）');
    expect(within(full).getByRole('note').textContent).toBe(expectLimitMessage(false, 3));
    fireEvent.click(within(full).getByText('+ 全职'));
    await waitFor(() => expect(document.body.textContent).toContain('全职求职期望最多添加3个'));
    expect(t.popups.isOpen('resume-form')).toBe(false);

    const part = screen.getByTestId('expect-part-time');
    expect(part.textContent).toContain('（1/3）');
    expect(within(part).queryByRole('note')).toBeNull();
    fireEvent.click(within(part).getByText('+ 兼职'));
    await waitFor(() => expect(t.popups.isOpen('resume-form')).toBe(true));
  });

  it('takes the limit from the server (umExpectNum 5 lets a fourth in)', async () => {
    const t = setup(answer({ umExpectNum: 5 }));
    t.view();
    const full = await screen.findByTestId('expect-full-time');
    expect(full.textContent).toContain('（3/5）');
    fireEvent.click(within(full).getByText('+ 全职'));
    await waitFor(() => expect(t.popups.isOpen('resume-form')).toBe(true));
  });

  it('restores unsaved input of a section form after a reload, and clears it once saved', async () => {
    const t = setup(answer());
    const saves: unknown[] = [];
    const inner = t.rt.api.request;
    t.rt.api.request = (async (path: string, data?: unknown) => {
      if (path === '/api-user/resume/save') saves.push(data);
      return inner(path, data);
    }) as typeof inner;
    const first = t.view();
    fireEvent.click((await screen.findByTestId('section-skill')).querySelector('.w-resume-editor__edit')!);
    const form = await screen.findByTestId('resume-form');
    fireEvent.change(within(form).getByLabelText('技能名称'), { target: { value: 'Vue' } });
    const key = resumeDraftKey(storyUser.id, 'skill', null);
    await waitFor(() => expect(t.rt.storage.get<{ values: { name: string } }>(key)?.values.name).toBe('Vue'));

    // A reload: everything mounts again from the same storage.
    first.unmount();
    act(() => t.popups.dispose());
    cleanup();
    const again = setup(answer());
    again.rt.storage.set(key, t.rt.storage.get(key));
    again.view();
    fireEvent.click((await screen.findByTestId('section-skill')).querySelector('.w-resume-editor__edit')!);
    const restored = await screen.findByTestId('resume-form');
    expect(within(restored).getByRole('status').textContent).toContain('已恢复上次未保存的内容');
    expect((within(restored).getByLabelText('技能名称') as HTMLInputElement).value).toBe('Vue');

    fireEvent.click(within(restored).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(again.calls.some(([p]) => p === '/api-user/resume/save')).toBe(true));
    expect(again.calls.find(([p]) => p === '/api-user/resume/save')![1]).toEqual({ key: 'skill', data: { name: 'Vue', level: '' } });
    await waitFor(() => expect(again.rt.storage.get(key)).toBeNull());
  });

  it('checks the rules before saving: a name of digits only is refused', async () => {
    const t = setup(answer());
    t.view();
    fireEvent.click(within(await screen.findByTestId('section-base')).getByText('编辑'));
    const form = await screen.findByTestId('resume-form');
    fireEvent.change(within(form).getByLabelText('姓名'), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(form.querySelector('[data-field="name"] [role="alert"]')?.textContent).toBe('名称不能为纯数字'));
    expect(t.calls.some(([p]) => p === '/api-user/resume/save')).toBe(false);
  });

  it('offers to create a resume when the seeker has none', async () => {
    const t = setup((path) => (path === '/api-user/resume/get' ? storyState({ exists: false, completeness: { score: 0, missing: [{ key: 'base', label: '基本信息', required: true }] } }) : { list: [] }));
    t.view();
    fireEvent.click((await screen.findByTestId('resume-none')).querySelector('button')!);
    await waitFor(() => expect(t.popups.isOpen('resume-register')).toBe(true));
  });

  it('adds skill tags from the emphasis add popup: hot and position tags, one of its own, each saved as a skill; tags the resume has are taken', async () => {
    const t = setup((path, data) => {
      if (path === '/api-user/common/emphasis/hot') return { list: ['沟通能力强', 'Java', 'TypeScript'] };
      if (path === '/api-user/common/emphasis/find') return { list: (data as { positionId?: number }).positionId === 101 ? ['React', 'TypeScript', 'Vue'] : [] };
      if (path === '/api-user/resume/save') return {};
      return answer()(path);
    });
    t.view();
    fireEvent.click(within(await screen.findByTestId('section-skill')).getByRole('button', { name: '# 标签' }));
    const popup = await screen.findByTestId('emphasis-add');
    // The seeker's first full-time expectation (position 101) chooses the related tags.
    await within(popup).findByRole('button', { name: 'Vue' });
    expect(t.calls.some(([p, d]) => p === '/api-user/common/emphasis/find' && (d as { positionId?: number }).positionId === 101)).toBe(true);
    // React and TypeScript are on the resume already: shown, but cannot be added twice.
    expect((within(popup).getAllByRole('button', { name: 'TypeScript' })[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(popup).getByRole('button', { name: '沟通能力强' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Vue' }));
    fireEvent.change(within(popup).getByPlaceholderText(/自定义标签/), { target: { value: '短视频剪辑' } });
    fireEvent.click(within(popup).getByRole('button', { name: '添加' }));
    expect(within(popup).getByLabelText('已选标签').textContent).toBe('沟通能力强 ×Vue ×短视频剪辑 ×');
    fireEvent.click(within(popup).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(t.calls.filter(([p]) => p === '/api-user/resume/save').map(([, d]) => d)).toEqual([
      { key: 'skill', data: { name: '沟通能力强', level: '' } },
      { key: 'skill', data: { name: 'Vue', level: '' } },
      { key: 'skill', data: { name: '短视频剪辑', level: '' } },
    ]));
  });

  it('the emphasis add popup refuses a tag of its own that is empty, all digits, or already there', async () => {
    const { customTagProblem } = await import('../../../runtime/resume/emphasis-add-popup');
    expect(customTagProblem('', [], [])).toBe('请输入标签');
    expect(customTagProblem('12345', [], [])).toBe('标签不能是纯数字');
    expect(customTagProblem('Java', ['Java'], [])).toBe('已添加过这个标签');
    expect(customTagProblem('Java', [], ['Java'])).toBe('已添加过这个标签');
    expect(customTagProblem('一二三四五六七八九十一二三四五六七八九十一', [], [])).toBe('标签最多 20 个字');
    expect(customTagProblem('短视频剪辑', [], [])).toBeNull();
  });
});
