import { INTERVIEW_PATHS, interviewCreateInputSchema, interviewFindInputSchema, interviewIdInputSchema } from '../../../schemas/interview';
import type { Protocol } from '../../http/protocol';
import type { InterviewService } from './service';

/** Interviews: create (spec §7), my list and one interview. The call itself runs over the chat socket (rtc* events). */
export function registerInterviewRoutes(api: Protocol, svc: InterviewService): void {
  const user = { auth: 'user' as const };
  api.post(INTERVIEW_PATHS.create, { input: interviewCreateInputSchema, ...user }, (input, ctx) => svc.create(ctx.tenant, ctx.user.id, input));
  api.post(INTERVIEW_PATHS.find, { input: interviewFindInputSchema, ...user }, (input, ctx) => svc.find(ctx.tenant, ctx.user.id, input));
  api.post(INTERVIEW_PATHS.get, { input: interviewIdInputSchema, ...user }, (input, ctx) => svc.get(ctx.tenant, ctx.user.id, input.id));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Interviews (reminders are sent by a timer; tests call sendReminders). */
    interviews: InterviewService;
  }
}
