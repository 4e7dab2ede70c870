import { z } from 'zod';
import { ROOM_FILTERS } from '../lib/room-view';

/** Longest text the room search takes (a name or username is far shorter). */
export const ROOM_QUERY_MAX = 100;

/** The room list's search box and quick filter. */
export const roomFinderSchema = z.object({
  query: z.string().max(ROOM_QUERY_MAX),
  filter: z.enum(ROOM_FILTERS),
});
export type RoomFinderInput = z.infer<typeof roomFinderSchema>;
