import { describe, expect, it } from 'vitest';
import { jobFindInputSchema } from '../../../../schemas/job';
import { countChoices, toFindFilters } from '../filters';

describe('filter popup choices as job find input', () => {
  it('turns a pay band into salaryMin/salaryMax and keeps lists as lists', () => {
    const f = toFindFilters({ salary: ['10000-15000'], experience: ['3-5年', '5-10年'], degree: [], jobType: [2], salaryUnit: [], industryId: [1] });
    expect(f).toEqual({ salaryMin: 10000, salaryMax: 15000, experience: ['3-5年', '5-10年'], jobType: [2], industryId: 1 });
    // What the popup produces is what the server accepts.
    expect(jobFindInputSchema.safeParse(f).success).toBe(true);
  });
  it('leaves the open end of 3K以下 and 50K以上 out', () => {
    expect(toFindFilters({ salary: ['0-3000'] })).toEqual({ salaryMax: 3000 });
    expect(toFindFilters({ salary: ['50000-0'] })).toEqual({ salaryMin: 50000 });
    expect(jobFindInputSchema.safeParse(toFindFilters({ salary: ['50000-0'] })).success).toBe(true);
  });
  it('ignores a malformed band and counts the sections chosen', () => {
    expect(toFindFilters({ salary: ['abc'] })).toEqual({});
    expect(countChoices({ salary: ['0-3000'], degree: [], jobType: [1, 2] })).toBe(2);
  });
});
