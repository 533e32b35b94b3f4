import type { Queryable } from '../../db/db';
import type { CareerTestResult } from '../../../schemas/common';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../constants';
import { ApiError } from '../../http/errors';
import { HOLLAND_TYPES, TEST_QUESTIONS } from './data';
import { commonRepo } from './repo';

/** The reference data other modules ask for; server/app.ts passes it to them. */
export function createCommonService() {
  return {
    /** Top-level industries in the operators' order, inside the caller's transaction. */
    async topIndustries(q: Queryable): Promise<{ id: number; name: string }[]> {
      return (await commonRepo(q).industries()).filter((i) => i.pid === 0).map(({ id, name }) => ({ id, name }));
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;

const HOLLAND_ORDER = 'RIASEC';

/** Scores career test answers (question id → Holland letter); an unknown question or option is bad input. */
export function scoreCareerTest(answers: Readonly<Record<string, string>>, takenAt: Date): CareerTestResult {
  const score: Record<string, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const [id, letter] of Object.entries(answers)) {
    const q = TEST_QUESTIONS.find((t) => t.id === Number(id));
    if (!q) throw new ApiError(CODE_NOT_FOUND, `题目 ${id} 不存在`, 404);
    if (!q.options.some((o) => o.value === letter)) throw new ApiError(CODE_BAD_REQUEST, `第 ${id} 题的答案无效`, 400);
    score[letter] = (score[letter] ?? 0) + 1;
  }
  // Ties go in Holland's own order, so the same answers always give the same code.
  const order = Object.entries(score).sort((a, b) => b[1] - a[1] || HOLLAND_ORDER.indexOf(a[0]) - HOLLAND_ORDER.indexOf(b[0]));
  const code = order.slice(0, 3).map(([k]) => k).join('');
  const top = HOLLAND_TYPES[order[0]![0]]!;
  return { code, score, types: order.map(([letter, n]) => ({ letter, name: HOLLAND_TYPES[letter]!.name, score: n })), name: top.name, desc: top.desc, jobs: [...top.jobs], answered: Object.keys(answers).length, total: TEST_QUESTIONS.length, takenAt: takenAt.toISOString() };
}
