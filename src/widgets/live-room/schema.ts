import { z } from 'zod';

/** Props of the live room (/live/:id), as designers set them in the page JSON. */
export const liveRoomPropsSchema = z.object({
  /** The live to show; 0 takes the route's :id. */
  id: z.number().int().min(0).default(0),
  /** Show the room's chat under the player. */
  showChat: z.boolean().default(true),
  /** 'room': one live (/live/:id); 'manage': a recruiter's lives of their company with create and edit (/my/lives). */
  view: z.enum(['room', 'manage']).default('room'),
});
export type LiveRoomProps = z.infer<typeof liveRoomPropsSchema>;
