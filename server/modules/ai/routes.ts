import { z } from 'zod';
import { textSchema } from '../../../schemas/fields';
import { AI_RETOUCH_TEXT_MAX } from '../../constants';
import type { Protocol } from '../../http/protocol';
import { AI_RETOUCH_MODES, AI_RETOUCH_SCENES, type AiRetouchMode, type AiRetouchScene, type AiService } from './service';

export const aiRetouchInputSchema = z.object({
  text: textSchema('文字').trim().min(1, '请先输入文字').max(AI_RETOUCH_TEXT_MAX, `文字不能超过 ${AI_RETOUCH_TEXT_MAX} 字`),
  mode: z.enum(Object.keys(AI_RETOUCH_MODES) as [AiRetouchMode, ...AiRetouchMode[]], { error: '润色方式无效' }),
  scene: z.enum(Object.keys(AI_RETOUCH_SCENES) as [AiRetouchScene, ...AiRetouchScene[]], { error: '场景无效' }).default('intro'),
});

/** AI retouch (spec §7 userTools AI retouch): the answer streams as JSON lines, see StreamAnswer. */
export function registerAiRoutes(api: Protocol, ai: AiService): void {
  api.post('/api-user/tools/aiRetouch', { input: aiRetouchInputSchema, auth: 'user' }, (input, ctx) => ai.retouch(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/tools/aiConfig', { input: z.object({}).passthrough(), auth: 'optional' }, async () => ai.config());
}
