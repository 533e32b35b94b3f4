import { careerTestResultSchema, testQuestionListSchema, type CareerTestResult } from '../../../schemas/common';
import { useApiMutation, useApiQuery } from '../runtime';

/** The career test: its questions with the user's last result, and the answers sent for a new one. */
export const CAREER_TEST_PATHS = {
  findAll: '/api-user/common/question/findAll',
  result: '/api-user/common/question/result',
} as const;

export function useCareerTest() {
  return useApiQuery(CAREER_TEST_PATHS.findAll, {}, { parse: (raw) => testQuestionListSchema.parse(raw) });
}

/** Sends the answers; the server keeps the result as the user's last. */
export function useCareerTestSubmit() {
  return useApiMutation<Record<string, string>, CareerTestResult>({
    run: async (answers, rt) => careerTestResultSchema.parse(await rt.api.request(CAREER_TEST_PATHS.result, { answers })),
    invalidates: [[CAREER_TEST_PATHS.findAll]],
  });
}
