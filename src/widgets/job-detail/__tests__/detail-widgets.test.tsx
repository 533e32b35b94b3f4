/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { CODE_NET_CONNECTION_RESET } from '../../../runtime/constants';
import { JobDetailView } from '../job-detail';
import { jobDetailPropsSchema } from '../schema';

afterEach(cleanup);

const now = Date.now();
const summary = (id: number, title: string) => ({
  id,
  title,
  salaryMin: 12000,
  salaryMax: 20000,
  salaryUnit: 1,
  cityName: '杭州市',
  districtName: '西湖区',
  experience: '3-5年',
  degree: '本科',
  jobType: 1,
  tags: ['双休'],
  isUrgent: false,
  company: { id: 7, name: '云帆科技', logo: '' },
  refreshedAt: new Date(now - 3_600_000).toISOString(),
});
const job = {
  ...summary(5, '前端开发工程师'),
  description: '负责移动端页面开发',
  address: '文三路 478 号',
  lat: 30.27,
  lng: 120.12,
  industryName: '互联网',
  positionName: '前端开发工程师',
  positionId: 10201,
  cityCode: '330100',
  views: 10,
  createdAt: new Date(now).toISOString(),
  status: 1,
  companyInfo: { id: 7, name: '杭州云帆网络科技有限公司', shortName: '云帆科技', logo: '', industryName: '互联网', scale: '500-999人', nature: '民营', verified: true, jobCount: 28 },
  recruiter: { id: 2, name: '陈嘉怡', avatar: '', position: '招聘经理' },
};
const page = (list: unknown[]) => ({ list, page: 1, limit: 5, total: list.length, done: true });

describe('job-detail', () => {
  it('keeps room for the apply bar by default', () => {
    expect(jobDetailPropsSchema.parse({}).bottomPadding).toBe(64);
  });

  it('shows the job, the map, the company card and similar jobs (any city when the city has none)', async () => {
    const { wrap, calls } = withApi((path, data) => {
      if (path === '/api-user/job/get') return job;
      const d = data as { areaCode?: string };
      return page(d.areaCode ? [] : [summary(9, '高级前端开发工程师')]);
    });
    const host = fakeHost();
    render(wrap(<JobDetailView {...jobDetailPropsSchema.parse({ id: 5 })} host={host} />));
    expect(await screen.findByRole('heading', { name: '前端开发工程师' })).toBeTruthy();
    // This fake answers no map provider: the drawing stands in, its pin named after the company.
    expect(await screen.findByRole('img', { name: '地图：云帆科技' })).toBeTruthy();
    expect(screen.getByText('陈嘉怡')).toBeTruthy();
    expect(await screen.findByText('高级前端开发工程师')).toBeTruthy();
    const finds = calls.filter(([p]) => p === '/api-user/job/find').map(([, d]) => d);
    expect(finds[0]).toMatchObject({ positionId: 10201, areaCode: '330100', excludeId: 5 });
    expect(finds[1]).not.toHaveProperty('areaCode');
    fireEvent.click(screen.getByTestId('job-detail-company'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/company/7' });
  });

  it('says the job is gone when the server answers not found', async () => {
    const { wrap } = withApi(() => {
      throw new ApiRequestError(404, '职位不存在');
    });
    render(wrap(<JobDetailView {...jobDetailPropsSchema.parse({ id: 5 })} />));
    expect(await screen.findByText('职位不存在或已下线')).toBeTruthy();
  });

  // A failed connection said 职位不存在或已下线, as if the job had been taken down.
  it('says the job could not be loaded when the server was not reached', async () => {
    const { wrap } = withApi(() => {
      throw new ApiRequestError(CODE_NET_CONNECTION_RESET, 'fail:time out');
    });
    render(wrap(<JobDetailView {...jobDetailPropsSchema.parse({ id: 5 })} />));
    expect(await screen.findByText('职位加载失败')).toBeTruthy();
    expect(screen.queryByText('职位不存在或已下线')).toBeNull();
  });
});
