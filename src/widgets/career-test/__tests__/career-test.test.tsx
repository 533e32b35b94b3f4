/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyTestQuestions, storyTestResult } from '../../../../.storybook/fixtures-jobs';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { CareerTest } from '../career-test';
import { careerTestPropsSchema } from '../schema';

afterEach(cleanup);

function setup(last: typeof storyTestResult | null = null) {
  const api = withApi((path) => (path === '/api-user/common/question/result' ? storyTestResult : { list: storyTestQuestions, last }));
  const host = fakeHost();
  render(api.wrap(<CareerTest {...careerTestPropsSchema.parse({})} host={host} />));
  return { api, host };
}

const next = () => screen.getByRole('button', { name: /下一题|提交/ });

describe('career-test', () => {
  it('asks one question at a time with progress; next waits for an answer and back keeps it', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '周末你更愿意做什么？' })).toBeTruthy();
    expect(screen.getByText(/\/ 3 题/).textContent).toBe('第 1 / 3 题');
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '上一题' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '读一本科普书' }));
    expect(screen.getByRole('radio', { name: '读一本科普书' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(next());
    expect(screen.getByRole('heading', { name: '在团队里你通常是？' })).toBeTruthy();
    expect(screen.getByText(/\/ 3 题/).textContent).toBe('第 2 / 3 题');
    fireEvent.click(screen.getByRole('button', { name: '上一题' }));
    expect(screen.getByRole('radio', { name: '读一本科普书' }).getAttribute('aria-checked')).toBe('true');
  });

  it('submits every answer at the last question and shows the type, its description and positions that open the job search', async () => {
    const { api, host } = setup();
    await screen.findByRole('heading', { name: '周末你更愿意做什么？' });
    for (const label of ['读一本科普书', '组织大家的人', '完成一件作品']) {
      fireEvent.click(screen.getByRole('radio', { name: label }));
      fireEvent.click(next());
    }
    // The submit is a mutation, which sends on the next tick rather than inside the click.
    await waitFor(() => expect(api.calls.find(([p]) => p === '/api-user/common/question/result')?.[1]).toEqual({ answers: { 1: 'I', 2: 'E', 3: 'A' } }));
    const result = await screen.findByTestId('career-test-result');
    expect(result.textContent).toContain('研究型');
    expect(screen.getByLabelText('霍兰德代码 IAE')).toBeTruthy();
    expect(result.textContent).toContain('喜欢思考和分析');
    fireEvent.click(screen.getByRole('button', { name: '搜索职位 数据分析师' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: `/job?keyword=${encodeURIComponent('数据分析师')}` });
  });

  it('shows the kept last result first, and 重新测评 starts again from the first question with no answers', async () => {
    setup(storyTestResult);
    expect(await screen.findByTestId('career-test-result')).toBeTruthy();
    expect(screen.getByText('测评时间 2026-11-27')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新测评' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '周末你更愿意做什么？' })).toBeTruthy());
    expect(screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });
});
