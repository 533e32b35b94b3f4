import { z } from 'zod';
import {
  attendanceInputSchema,
  boothAdminFindInputSchema,
  boothApplyInputSchema,
  boothFindInputSchema,
  boothVisitorsInputSchema,
  boothIdInputSchema,
  boothResolveInputSchema,
  checkInInputSchema,
  eventAdminFindInputSchema,
  eventCancelInputSchema,
  eventFindInputSchema,
  eventGetInputSchema,
  eventIdInputSchema,
  eventSaveInputSchema,
  teachInSaveInputSchema,
  ticketFindInputSchema,
  type EventKind,
} from '../../../schemas/events';
import type { AuthMode, ContextFor, Protocol } from '../../http/protocol';
import type { EventsService } from './service';

/**
 * The spec's /v1/t0 groups (§7: userCareerFair*, userTeachIn*): each alias is
 * the same call as its /api-user/event/* path, held to one kind of event.
 */
const V1_GROUPS = { userCareerFair: 'fair', userTeachIn: 'teach-in' } as const satisfies Record<string, EventKind>;
type V1Group = keyof typeof V1_GROUPS;

interface EventCall<S extends z.ZodType, A extends AuthMode> {
  path: string;
  input: S;
  auth: A;
  /** /v1/t0/<group><suffix> aliases, e.g. ['userCareerFair', 'userTeachIn'] with suffix 'Find'. */
  v1?: { groups: readonly V1Group[]; suffix: string };
  /** `kind` is set when the call came in through an alias of one kind. */
  run(input: z.infer<S>, ctx: ContextFor<A>, kind: EventKind | undefined): Promise<unknown>;
}

/** Keeps each table row's input and handler types together. */
const call = <S extends z.ZodType, A extends AuthMode>(c: EventCall<S, A>) => (api: Protocol, paths: string[]) => {
  api.post(c.path, { input: c.input, auth: c.auth }, (input, ctx) => c.run(input, ctx, undefined));
  paths.push(c.path);
  for (const group of c.v1?.groups ?? []) {
    const path = `/v1/t0/${group}${c.v1!.suffix}`;
    api.post(path, { input: c.input, auth: c.auth }, (input, ctx) => c.run(input, ctx, V1_GROUPS[group]));
    paths.push(path);
  }
};

const emptyInput = z.object({});
const both: readonly V1Group[] = ['userCareerFair', 'userTeachIn'];
const user = 'user' as const;
const optional = 'optional' as const;
const operator = 'operator' as const;

/** Every event call, declared once: user paths with their /v1/t0 aliases, then the organisers' admin calls. */
function eventCalls(svc: EventsService) {
  return [
    // Seekers and everyone.
    call({ path: '/api-user/event/find', input: eventFindInputSchema, auth: optional, v1: { groups: both, suffix: 'Find' }, run: (i, ctx, kind) => svc.find(ctx.tenant, i, kind) }),
    call({ path: '/api-user/event/get', input: eventGetInputSchema, auth: optional, v1: { groups: both, suffix: 'Get' }, run: (i, ctx, kind) => svc.get(ctx.tenant, ctx.user, i, kind) }),
    call({ path: '/api-user/event/signUp', input: eventIdInputSchema, auth: user, v1: { groups: both, suffix: 'SignUp' }, run: (i, ctx, kind) => svc.signUp(ctx.tenant, ctx.user, i.id, kind) }),
    call({ path: '/api-user/event/signCancel', input: eventIdInputSchema, auth: user, v1: { groups: both, suffix: 'SignCancel' }, run: (i, ctx, kind) => svc.cancelSignUp(ctx.tenant, ctx.user, i.id, kind) }),
    call({ path: '/api-user/event/ticketFind', input: ticketFindInputSchema, auth: user, v1: { groups: both, suffix: 'TicketFind' }, run: (i, ctx) => svc.myTickets(ctx.tenant, ctx.user, i) }),
    // Recruiters.
    call({ path: '/api-user/event/boothApply', input: boothApplyInputSchema, auth: user, v1: { groups: ['userCareerFair'], suffix: 'BoothApply' }, run: (i, ctx) => svc.boothApply(ctx.tenant, ctx.user, i) }),
    call({ path: '/api-user/event/boothFind', input: boothFindInputSchema, auth: user, v1: { groups: ['userCareerFair'], suffix: 'BoothFind' }, run: (i, ctx) => svc.boothFind(ctx.tenant, ctx.user, i) }),
    call({ path: '/api-user/event/boothVisitors', input: boothVisitorsInputSchema, auth: user, v1: { groups: ['userCareerFair'], suffix: 'BoothVisitors' }, run: (i, ctx) => svc.boothVisitors(ctx.tenant, ctx.user, i) }),
    call({ path: '/api-user/event/boothWithdraw', input: boothIdInputSchema, auth: user, v1: { groups: ['userCareerFair'], suffix: 'BoothWithdraw' }, run: (i, ctx) => svc.boothWithdraw(ctx.tenant, ctx.user, i.id) }),
    call({ path: '/api-user/event/teachInSave', input: teachInSaveInputSchema, auth: user, v1: { groups: ['userTeachIn'], suffix: 'Save' }, run: (i, ctx) => svc.teachInSave(ctx.tenant, ctx.user, i) }),
    // Organisers: operator token only.
    call({ path: '/api-admin/event/find', input: eventAdminFindInputSchema, auth: operator, run: (i, ctx) => svc.adminFind(ctx.tenant, i) }),
    call({ path: '/api-admin/event/get', input: eventIdInputSchema, auth: operator, run: (i, ctx) => svc.adminGet(ctx.tenant, i.id) }),
    call({ path: '/api-admin/event/save', input: eventSaveInputSchema, auth: operator, run: (i, ctx) => svc.save(ctx.tenant, i) }),
    call({ path: '/api-admin/event/publish', input: eventIdInputSchema, auth: operator, run: (i, ctx) => svc.publish(ctx.tenant, i.id) }),
    call({ path: '/api-admin/event/cancel', input: eventCancelInputSchema, auth: operator, run: (i, ctx) => svc.cancel(ctx.tenant, i.id, i.reason) }),
    call({ path: '/api-admin/event/boothFind', input: boothAdminFindInputSchema, auth: operator, run: (i, ctx) => svc.boothAdminFind(ctx.tenant, i) }),
    call({ path: '/api-admin/event/boothResolve', input: boothResolveInputSchema, auth: operator, run: (i, ctx) => svc.boothResolve(ctx.tenant, ctx.operator.id, i) }),
    call({ path: '/api-admin/event/checkIn', input: checkInInputSchema, auth: operator, run: (i, ctx) => svc.checkIn(ctx.tenant, ctx.operator.id, i) }),
    // Reminders of events starting within a day, once per seat: for a cron, or an organiser's button.
    call({ path: '/api-admin/event/remind', input: emptyInput, auth: operator, run: (_i, ctx) => svc.sendReminders(ctx.tenant) }),
    call({ path: '/api-admin/event/attendance', input: attendanceInputSchema, auth: operator, run: (i, ctx) => svc.attendance(ctx.tenant, i) }),
  ];
}

/** Registers the event calls; answers the paths registered (tests check every alias answers). */
export function registerEventRoutes(api: Protocol, svc: EventsService): string[] {
  const paths: string[] = [];
  for (const register of eventCalls(svc)) register(api, paths);
  return paths;
}
