import type { z } from 'zod';
import { IM_PATHS, chatroomTokenSchema } from '../../../schemas/im';
import { LIVE_PATHS, liveLikeResultSchema, liveReserveResultSchema, liveSchema, type Live } from '../../../schemas/live';
import { useApiMutation } from '../runtime';

/**
 * A live room's writes. 预约 and 点赞 answer the new state, which the room
 * shows as it is answered (its own read of the live is refetched on a timer).
 */
export function useLiveReserve() {
  return useApiMutation<{ id: number; reserve: boolean }, z.infer<typeof liveReserveResultSchema>>({
    run: async ({ id, reserve }, rt) => liveReserveResultSchema.parse(await rt.api.request(reserve ? LIVE_PATHS.reserve : LIVE_PATHS.reserveCancel, { id })),
  });
}

export function useLiveLike() {
  return useApiMutation<number, z.infer<typeof liveLikeResultSchema>>({
    run: async (id, rt) => liveLikeResultSchema.parse(await rt.api.request(LIVE_PATHS.like, { id })),
  });
}

/** A signed invitation to the room's chat for a shared link; silent, as the plain link still opens the room. */
export function useLiveInvite() {
  return useApiMutation<string, z.infer<typeof chatroomTokenSchema>>({
    run: async (roomId, rt) => chatroomTokenSchema.parse(await rt.api.request(IM_PATHS.chatroomToken, { roomId }, { silent: true })),
  });
}

/** A recruiter creates or edits a live of their company; their list and the room show it. */
export function useLiveSave() {
  return useApiMutation<Record<string, unknown>, Live>({
    run: async (body, rt) => liveSchema.parse(await rt.api.request(LIVE_PATHS.save, body)),
    invalidates: [[LIVE_PATHS.mine], [LIVE_PATHS.get]],
  });
}
