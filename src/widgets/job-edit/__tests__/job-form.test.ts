import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES, jobFieldsSchema } from '../../../../schemas/job-manage';
import { EMPTY_JOB_FORM, fieldOfPath, JOB_FORM_CHECKS, JOB_FORM_FIELDS, jobData, keptDraft, keptDraftSchema, newJobForm, withKeptDraft, type JobFormValues } from '../job-form';

const start = newJobForm({ lat: 30.2766, lng: 120.1216, zoom: 16, source: 'company', label: '文三路 90 号东部软件园' });

const valid: JobFormValues = {
  ...start,
  title: 'Java开发工程师',
  positionId: { id: 10101, name: 'Java开发工程师' },
  industryId: { id: 101, name: '互联网/电子商务' },
  salary: { min: '15000', max: '25000', unit: 1 },
  experience: '3-5年',
  degree: '本科',
  area: { provinceCode: '330000', cityCode: '330100', districtCode: '330106', name: '浙江省 杭州市 西湖区' },
  address: '文三路 90 号',
  tags: ['双休'],
  description: '负责电商交易系统的设计与开发。',
};

async function problems(v: JobFormValues): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of JOB_FORM_FIELDS) {
    const p = await (JOB_FORM_CHECKS[f] as (value: unknown) => Promise<string | null>)(v[f]);
    if (p) out[f] = p;
  }
  return out;
}

describe('job form checks', () => {
  it('let a complete job through, and what they let through is what saveMany’s schema accepts', async () => {
    expect(await problems(valid)).toEqual({});
    expect(jobFieldsSchema.safeParse(jobData(valid)).success).toBe(true);
  });

  it('name every empty required row with the words the editor has always used', async () => {
    expect(await problems({ ...EMPTY_JOB_FORM })).toEqual({
      title: '请输入职位名称',
      positionId: '请选择职位类别',
      industryId: '请选择所属行业',
      salary: '请输入薪资',
      experience: '请选择工作经验',
      degree: '请选择学历要求',
      area: '请选择工作地区',
      address: '请输入详细地址',
      location: JOB_MESSAGES.location,
      description: '请输入职位描述',
    });
  });

  it('put the shared form rules before the job rules, and the salary order before the bounds', async () => {
    const found = await problems({
      ...valid,
      title: '123456',
      salary: { min: '30000', max: '20000', unit: 1 },
      // The shared address preset says 内容不能为纯数字 (the schema's own 地址不能为纯数字 comes after it).
      address: '12345',
      description: '短',
      contactMobile: '12345',
    });
    expect(found).toEqual({
      title: '名称不能为纯数字',
      salary: JOB_MESSAGES.salaryOrder,
      address: '内容不能为纯数字',
      description: JOB_MESSAGES.descriptionShort,
      contactMobile: JOB_MESSAGES.contactPhone,
    });
    expect((await problems({ ...valid, salary: { min: '1.5', max: '20', unit: 2 } })).salary).toBe('日薪应在 10 至 10000 元之间');
    expect((await problems({ ...valid, salary: { min: '100', max: '200.5', unit: 2 } })).salary).toBe(JOB_MESSAGES.salaryInt);
  });

  it("map the server's issue paths onto the rows", () => {
    expect(fieldOfPath('districtCode')).toBe('area');
    expect(fieldOfPath('salaryUnit')).toBe('salary');
    expect(fieldOfPath('tags.2')).toBe('tags');
    expect(fieldOfPath('lng')).toBe('location');
    expect(fieldOfPath('companyId')).toBeUndefined();
  });

  it('leave out of saveMany’s data what is not chosen yet, for the server to name', () => {
    const data = jobData(start);
    expect(data).toMatchObject({ lat: 30.2766, lng: 120.1216, districtCode: '', salaryUnit: 1, tags: [] });
    for (const key of ['salaryMin', 'provinceCode', 'cityCode', 'positionId', 'industryId', 'experience', 'degree']) expect(data[key], key).toBeUndefined();
  });
});

describe('the kept draft', () => {
  /** What the editor stored before its form moved onto FieldForm: the same flat shape must open. */
  const earlier = {
    title: '前端开发',
    positionId: 10102,
    positionName: 'Python开发工程师',
    industryId: null,
    industryName: '',
    jobType: 2,
    salaryUnit: 2,
    salaryMin: '300',
    salaryMax: '500',
    experience: '',
    degree: '本科',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '',
    areaName: '浙江省 杭州市',
    address: '',
    lat: 30.1,
    lng: 120.2,
    locationLabel: '当前位置',
    tags: ['双休', '免费班车'],
    description: '写页面',
    isUrgent: true,
    contactName: '王经理',
    contactMobile: '',
    contactEmail: '',
    contactWechat: '',
  };

  it('opens a draft the earlier editor kept, and keeps it in the same shape', () => {
    const kept = keptDraftSchema.parse(earlier);
    const form = withKeptDraft(start, kept);
    expect(form).toMatchObject({
      title: '前端开发',
      positionId: { id: 10102, name: 'Python开发工程师' },
      industryId: null,
      jobType: 2,
      salary: { min: '300', max: '500', unit: 2 },
      area: { provinceCode: '330000', cityCode: '330100', districtCode: '', name: '浙江省 杭州市' },
      location: { lat: 30.1, lng: 120.2, label: '当前位置' },
      tags: ['双休', '免费班车'],
      isUrgent: true,
      contactName: '王经理',
    });
    expect(keptDraft(form)).toEqual(earlier);
  });

  it('lays a partial draft over the start, which keeps the rest (the map position of the company)', () => {
    const form = withKeptDraft(start, keptDraftSchema.parse({ title: '客服' }));
    expect(form).toEqual({ ...start, title: '客服' });
  });

  it('is not offered when it does not parse', () => {
    expect(keptDraftSchema.safeParse({ tags: '双休' }).success).toBe(false);
    expect(keptDraftSchema.safeParse('草稿').success).toBe(false);
  });
});
