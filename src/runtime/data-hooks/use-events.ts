import { boothSchema, signUpResultSchema, type Booth, type SignUpResult } from '../../../schemas/events';
import { useApiMutation } from '../runtime';

/** Job fairs and talks (event/*): a seeker's sign-up and its withdrawal, a recruiter's booth application. */
export const EVENT_PATHS = {
  get: '/api-user/event/get',
  signUp: '/api-user/event/signUp',
  signCancel: '/api-user/event/signCancel',
  ticketFind: '/api-user/event/ticketFind',
  boothApply: '/api-user/event/boothApply',
  boothFind: '/api-user/event/boothFind',
} as const;

/** Signs up for an event: a seat (with its ticket code) or a place on the waiting list; the event's counts and the tickets change. */
export function useEventSignUp() {
  return useApiMutation<number, SignUpResult>({
    run: async (id, rt) => signUpResultSchema.parse(await rt.api.request(EVENT_PATHS.signUp, { id })),
    invalidates: [[EVENT_PATHS.get], [EVENT_PATHS.ticketFind]],
  });
}

/** Gives the seat back (to the first on the waiting list). */
export function useEventSignCancel() {
  return useApiMutation<number>({
    run: (eventId, rt) => rt.api.request(EVENT_PATHS.signCancel, { id: eventId }),
    invalidates: [[EVENT_PATHS.ticketFind], [EVENT_PATHS.get]],
  });
}

/** A recruiter's booth application: contact, the jobs to show and a note; waits for the organiser. */
export function useBoothApply() {
  return useApiMutation<{ eventId: number; contactName: string; contactMobile: string; jobIds: number[]; note: string }, Booth>({
    run: async (body, rt) => boothSchema.parse(await rt.api.request(EVENT_PATHS.boothApply, body)),
    invalidates: [[EVENT_PATHS.get], [EVENT_PATHS.boothFind]],
  });
}
