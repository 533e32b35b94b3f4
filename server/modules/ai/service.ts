import { AI_RETOUCH_PER_USER_DAY, CODE_RATE_LIMITED, CODE_SERVICE_UNAVAILABLE } from '../../constants';
import { ApiError } from '../../http/errors';
import { StreamAnswer } from '../../http/protocol';
import type { RateLimiter } from '../../http/rate-limit';
import type { TenantScope } from '../../db/tenant';
import type { AiMessage, AiProvider } from '../../providers/ai/index';

/** What the user asks of the text: polish it, shorten it, or make it more formal. */
export const AI_RETOUCH_MODES = { polish: '润色', shorten: '精简', formal: '更正式' } as const;
export type AiRetouchMode = keyof typeof AI_RETOUCH_MODES;
/** Which text it is: the resume's self-introduction, a job description, a chat draft. */
export const AI_RETOUCH_SCENES = { intro: '求职者简历中的自我介绍', job: '招聘方发布的职位描述', chat: '招聘聊天中的一条消息' } as const;
export type AiRetouchScene = keyof typeof AI_RETOUCH_SCENES;

export const AI_MESSAGES = {
  notConfigured: 'AI 润色服务未开通',
  unavailable: 'AI 服务暂时不可用，请稍后再试',
  dailyLimit: `今日 AI 润色次数已用完（每天 ${AI_RETOUCH_PER_USER_DAY} 次），请明天再试`,
} as const;

const INSTRUCTIONS: Record<AiRetouchMode, string> = {
  polish: '在不改变事实的前提下润色这段文字，使其通顺、有条理、有吸引力。',
  shorten: '在保留关键信息的前提下精简这段文字，篇幅约为原来的一半。',
  formal: '把这段文字改写得更正式、更专业，适合商务场合。',
};

/** The day of a time in China (UTC+8): the daily limit starts anew at local midnight. */
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** AI text retouch: one streamed answer per request, a daily budget per user. */
export function createAiService({ ai, limiter, now }: { ai: AiProvider; limiter: RateLimiter; now: () => number }) {
  return {
    async retouch(tenant: TenantScope, userId: number, input: { text: string; mode: AiRetouchMode; scene: AiRetouchScene }): Promise<StreamAnswer> {
      if (ai.kind === 'none') // A setting, not an outage: HTTP 400 with code 503 (as payment's 暂未开通), so monitors do not page anyone.
      throw new ApiError(CODE_SERVICE_UNAVAILABLE, AI_MESSAGES.notConfigured, 400);
      // Counted before the call: of N parallel requests beyond the budget each sees its own count, so none slips through.
      const used = await limiter.hit(`ai-retouch:${tenant.tenantId}:${userId}:${dayOf(now())}`, 86_400_000);
      if (used > AI_RETOUCH_PER_USER_DAY) throw new ApiError(CODE_RATE_LIMITED, AI_MESSAGES.dailyLimit, 429);
      const messages: AiMessage[] = [
        { role: 'system', content: `你是招聘网站的文字助手。用户给出${AI_RETOUCH_SCENES[input.scene]}。${INSTRUCTIONS[input.mode]}只输出改写后的正文，不要解释，不要加标题或引号。` },
        { role: 'user', content: input.text },
      ];
      return new StreamAnswer(
        (signal) => ai.chat(messages, { signal }),
        () => ({ code: CODE_SERVICE_UNAVAILABLE, msg: AI_MESSAGES.unavailable }),
      );
    },
    /** Whether the retouch is offered at all (the client hides its button when not). */
    config: () => ({ enabled: ai.kind !== 'none', perDay: AI_RETOUCH_PER_USER_DAY }),
  };
}
export type AiService = ReturnType<typeof createAiService>;
