/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFixture } from '../../../../.storybook/fixtures';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { HelpCenter } from '../help-center';
import { helpCenterPropsSchema } from '../schema';

afterEach(cleanup);

describe('help-center', () => {
  it('lists the questions; a tap opens the answer; a category chip and a search ask again', async () => {
    const api = withApi((path, data) => answerFixture(path, data as Record<string, unknown>));
    render(api.wrap(<HelpCenter {...helpCenterPropsSchema.parse({})} />));
    const question = await screen.findByText('收不到短信验证码怎么办？');
    expect(screen.queryByText('请确认手机号填写正确、手机信号正常。')).toBeNull();
    fireEvent.click(question);
    expect(await screen.findByText('请确认手机号填写正确、手机信号正常。')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '求职与投递' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual(['/api-user/common/helpList', { category: '求职与投递' }]));
    const search = screen.getByPlaceholderText('搜索问题');
    fireEvent.change(search, { target: { value: ' 验证码 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls.at(-1)).toEqual(['/api-user/common/helpList', { category: '求职与投递', keyword: '验证码' }]));
  });

  it('keeps the list and the question opened while a typed keyword is still loading', async () => {
    let answerSearch: () => void = () => {};
    const api = withApi((path, data) => {
      const body = data as Record<string, unknown>;
      if (!body.keyword) return answerFixture(path, body);
      // The search answers with the matching question only.
      const all = answerFixture(path, body) as { categories: string[]; list: { title: string }[] };
      return new Promise((resolve) => (answerSearch = () => resolve({ ...all, list: all.list.filter((h) => h.title.includes('验证码')) })));
    });
    render(api.wrap(<HelpCenter {...helpCenterPropsSchema.parse({})} />));
    await screen.findByText('收不到短信验证码怎么办？');
    fireEvent.change(screen.getByPlaceholderText('搜索问题'), { target: { value: '验证码' } });
    await waitFor(() => expect(api.calls.at(-1)).toEqual(['/api-user/common/helpList', { keyword: '验证码' }]));
    // The search has not answered: the questions are still there, and one can be opened.
    fireEvent.click(screen.getByText('收不到短信验证码怎么办？'));
    expect(await screen.findByText('请确认手机号填写正确、手机信号正常。')).toBeTruthy();
    expect(screen.getByText('投递简历后多久会有回复？')).toBeTruthy();
    answerSearch();
    // The search's answer is on screen (the other question went), and the opened question stayed open.
    await waitFor(() => expect(screen.queryByText('投递简历后多久会有回复？')).toBeNull());
    expect(screen.getByText('请确认手机号填写正确、手机信号正常。')).toBeTruthy();
  });

  it('says when nothing matches, and shows the service number as a phone link', async () => {
    const api = withApi(() => ({ categories: [], list: [] }));
    render(api.wrap(<HelpCenter {...helpCenterPropsSchema.parse({ phone: '400-800-1234' })} />));
    expect(await screen.findByText('没有找到相关问题')).toBeTruthy();
    expect(screen.getByText('联系客服：400-800-1234').getAttribute('href')).toBe('tel:400-800-1234');
  });

  it('hides the phone line when no number is set', async () => {
    render(withApi(() => ({ categories: [], list: [] })).wrap(<HelpCenter {...helpCenterPropsSchema.parse({})} />));
    await screen.findByText('没有找到相关问题');
    expect(screen.queryByText(/联系客服：/)).toBeNull();
  });
});
