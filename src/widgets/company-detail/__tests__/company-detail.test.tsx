/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { CompanyDetailView } from '../company-detail';
import { companyDetailPropsSchema } from '../schema';

afterEach(cleanup);

const now = Date.now();
const company = {
  id: 7,
  name: '杭州云帆网络科技有限公司',
  shortName: '云帆科技',
  logo: '',
  industryName: '互联网',
  scale: '500-999人',
  nature: '民营',
  cityName: '杭州市',
  districtName: '西湖区',
  address: '文三路 478 号',
  lat: 30.27,
  lng: 120.12,
  intro: '专注电商服务。'.repeat(30),
  verified: true,
  photos: ['/img/office/office-1.svg', '/img/office/office-2.svg'],
  welfare: ['五险一金', '双休'],
  jobCount: 1,
  recruiterCount: 2,
  createdAt: new Date(now).toISOString(),
};
const job = {
  id: 5,
  title: '前端开发工程师',
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
};

function setup(answer: (path: string) => unknown = (path) => (path === '/api-user/company/get' ? company : { list: [job], page: 1, limit: 10, total: 1, done: true })) {
  const api = withApi(answer);
  const host = fakeHost();
  render(api.wrap(<CompanyDetailView {...companyDetailPropsSchema.parse({ id: 7, jobLimit: 10, introLength: 120 })} host={host} />));
  return { ...api, host };
}

describe('company-detail', () => {
  it('shows the name, facts, badge, benefits, photos and address of the company asked for', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: '杭州云帆网络科技有限公司' })).toBeTruthy();
    expect(calls[0]).toEqual(['/api-user/company/get', { id: 7 }]);
    expect(screen.getByText('互联网 · 500-999人 · 民营')).toBeTruthy();
    expect(screen.getByTestId('verified-badge')).toBeTruthy();
    expect(screen.getByText('五险一金')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /查看第 \d 张照片/ })).toHaveLength(2);
    expect(screen.getByText('杭州市 西湖区 文三路 478 号')).toBeTruthy();
  });

  it('cuts a long introduction and 展开 shows all of it', async () => {
    setup();
    await screen.findByText('公司简介');
    expect(screen.getByText(/…$/).textContent).toHaveLength(121);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByText(company.intro)).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起' })).toBeTruthy();
  });

  it('the jobs tab lists the company jobs; a tap opens the job', async () => {
    const { calls, host } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '查看全部 1 个在招职位' }));
    expect(await screen.findByText('前端开发工程师')).toBeTruthy();
    expect(calls.find(([p]) => p === '/api-user/job/find')![1]).toMatchObject({ companyId: 7, limit: 10, sort: 'new' });
    fireEvent.click(screen.getByText('前端开发工程师'));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/5' });
  });

  it('says the company is gone when the server answers not found', async () => {
    setup(() => {
      throw new ApiRequestError(404, '公司不存在');
    });
    expect(await screen.findByText('公司不存在或已注销')).toBeTruthy();
  });
});
