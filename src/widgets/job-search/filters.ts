/** What the filter popup confirms, by section key (see /api-user/job/filterOption). */
export type FilterChoice = Record<string, (string | number)[]>;

/** Filter popup choices as job find input: "5000-10000" → salaryMin/salaryMax, lists as lists, single choices as values. */
export function toFindFilters(choice: FilterChoice): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const salary = choice.salary?.[0];
  if (typeof salary === 'string' && /^\d+-\d+$/.test(salary)) {
    const [lo, hi] = salary.split('-').map(Number) as [number, number];
    if (lo > 0) out.salaryMin = lo;
    if (hi > 0) out.salaryMax = hi;
  }
  for (const key of ['experience', 'degree', 'jobType'] as const) if (choice[key]?.length) out[key] = choice[key];
  if (choice.salaryUnit?.length) out.salaryUnit = choice.salaryUnit[0];
  if (choice.industryId?.length) out.industryId = choice.industryId[0];
  return out;
}

/** How many sections have a choice (the badge on 筛选). */
export const countChoices = (choice: FilterChoice) => Object.values(choice).filter((v) => v.length > 0).length;
