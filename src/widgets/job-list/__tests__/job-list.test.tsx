/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFixture } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { JobList } from '../job-list';
import { jobListPropsSchema } from '../schema';

afterEach(cleanup);

const fixtures = (path: string, data: unknown) => answerFixture(path, data as Record<string, unknown>);

describe('job-list', () => {
  it('asks for the set order, words and area, shows the jobs under its title, and opens a tapped job', async () => {
    const api = withApi(fixtures);
    const host = fakeHost();
    render(api.wrap(<JobList {...jobListPropsSchema.parse({ title: '最新职位', sort: 'salary', keyword: '工程师', areaCode: '330100', limit: 5 })} host={host} />));
    expect(screen.getByRole('heading', { name: '最新职位' })).toBeTruthy();
    const cards = await screen.findAllByTestId('job-card');
    expect(api.calls[0]).toEqual(['/api-user/job/find', { sort: 'salary', limit: 5, keyword: '工程师', areaCode: '330100', page: 1 }]);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.textContent).toContain('工程师');
    fireEvent.click(cards[0]!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: `/job/${cards[0]!.getAttribute('data-job-id')}` });
  });

  it('an empty title shows no heading', async () => {
    const { container } = render(withApi(fixtures).wrap(<JobList {...jobListPropsSchema.parse({ title: '' })} />));
    await screen.findAllByTestId('job-card');
    expect(container.querySelector('.job-list__title')).toBeNull();
    expect(screen.getByRole('region', { name: '职位列表' })).toBeTruthy();
  });

  it('says when no job matches, and when the list could not load', async () => {
    render(withApi(fixtures).wrap(<JobList {...jobListPropsSchema.parse({ keyword: '宇航员' })} />));
    expect(await screen.findByText('暂无符合条件的职位')).toBeTruthy();
    cleanup();
    render(withApi(() => Promise.reject(new Error('down'))).wrap(<JobList {...jobListPropsSchema.parse({})} />));
    expect(await screen.findByText('职位加载失败')).toBeTruthy();
  });

  it('rejects an area code that is not six digits and a page size over 50', () => {
    expect(jobListPropsSchema.safeParse({ areaCode: 'hangzhou' }).success).toBe(false);
    expect(jobListPropsSchema.safeParse({ limit: 51 }).success).toBe(false);
  });
});
