import { describe, expect, it } from 'vitest';
import { ageOn, experienceText, graduationState, resumeLabel } from '../resume-label';
import { resumeBaseInputSchema, resumeSaveInputSchema } from '../resume';

const day = (s: string) => new Date(`${s}T12:00:00`);

describe('resume label summary', () => {
  it('counts the age up on the birthday itself, not the day before', () => {
    expect(ageOn('2000-11-24', day('2026-11-24'))).toBe(26);
    expect(ageOn('2000-11-24', day('2026-11-23'))).toBe(25);
  });

  it('lets someone born on 29 February turn older on 1 March in a common year and on 29 February in a leap year', () => {
    expect(ageOn('2004-02-29', day('2027-02-28'))).toBe(22);
    expect(ageOn('2004-02-29', day('2027-03-01'))).toBe(23);
    expect(ageOn('2004-02-29', day('2028-02-29'))).toBe(24);
    expect(ageOn('2004-02-29', day('2028-02-28'))).toBe(23);
  });

  it('has no age for a birthday in the future or a malformed one', () => {
    expect(ageOn('2030-01-01', day('2026-11-24'))).toBeNull();
    expect(ageOn('2000-13-01', day('2026-11-24'))).toBeNull();
    expect(ageOn('', day('2026-11-24'))).toBeNull();
  });

  it('shows 无经验 without a working date and whole years with one', () => {
    expect(experienceText('', day('2026-11-24'))).toBe('无经验');
    expect(experienceText('2026-01', day('2026-11-24'))).toBe('1年以内');
    expect(experienceText('2025-11', day('2026-11-24'))).toBe('1年经验');
    expect(experienceText('2025-12', day('2026-11-24'))).toBe('1年以内');
    expect(experienceText('2019-07', day('2026-11-24'))).toBe('7年经验');
  });

  it('treats a graduation exactly one year ago as recent, one day or month earlier as past', () => {
    expect(graduationState('2025-11-24', day('2026-11-24'))).toBe('recent');
    expect(graduationState('2025-11-23', day('2026-11-24'))).toBe('past');
    expect(graduationState('2025-11', day('2026-11-24'))).toBe('recent');
    expect(graduationState('2025-10', day('2026-11-24'))).toBe('past');
    expect(graduationState('2026-11-25', day('2026-11-24'))).toBe('future');
    expect(graduationState('2026-11-24', day('2026-11-24'))).toBe('recent');
  });

  it('labels a recent graduate 应届生 and a future one by class year', () => {
    expect(resumeLabel({ birthday: '2003-05-01', degree: '本科', graduation: '2026-06' }, day('2026-11-24')).parts).toEqual(['23岁', '本科', '应届生']);
    expect(resumeLabel({ birthday: '2004-05-01', degree: '硕士', graduation: '2027-06' }, day('2026-11-24')).parts).toEqual(['22岁', '硕士', '2027届']);
  });

  it('labels a graduate with work experience by years, and an old graduate without work 无经验', () => {
    const worked = resumeLabel({ birthday: '1995-01-01', degree: '大专', workingDate: '2016-07', graduation: '2016-06' }, day('2026-11-24'));
    expect(worked.parts).toEqual(['31岁', '大专', '10年经验']);
    expect(worked.student).toBe(false);
    expect(resumeLabel({ birthday: '1995-01-01', degree: '大专', graduation: '2018-06' }, day('2026-11-24')).experience).toBe('无经验');
  });

  it('leaves out what is unknown', () => {
    expect(resumeLabel(null, day('2026-11-24')).parts).toEqual(['无经验']);
  });
});

describe('resume section rules', () => {
  it('refuses a purely numeric work description with 内容不能为纯数字', () => {
    const r = resumeSaveInputSchema.safeParse({ key: 'work', data: { company: '某公司', title: '工程师', start: '2020-01', end: '', description: '123456' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('内容不能为纯数字');
  });

  it('refuses a name with symbols and a period ending before it starts', () => {
    const base = resumeBaseInputSchema.safeParse({ name: '张三!', gender: 1, birthday: '2000-01-01', degree: '本科', jobStatus: 1, phone: '13800000001', cityCode: '110100' });
    expect(base.error?.issues[0]?.message).toBe('名称不能包含特殊符号');
    const edu = resumeSaveInputSchema.safeParse({ key: 'education', data: { school: '北京大学', degree: '本科', start: '2020-09', end: '2019-06' } });
    expect(edu.error?.issues[0]?.message).toBe('结束时间不能早于开始时间');
  });

  it('refuses a birthday that is not a real day', () => {
    const base = resumeBaseInputSchema.safeParse({ name: '张三', gender: 1, birthday: '2001-02-29', degree: '本科', jobStatus: 1, phone: '13800000001', cityCode: '110100' });
    expect(base.error?.issues[0]?.message).toBe('出生日期格式不正确');
  });
});
