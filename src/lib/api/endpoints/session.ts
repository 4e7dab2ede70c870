// zod's light form: the session calls follow sign-in at once.
import * as z from 'zod/mini';
import { menuListSchema } from '@/lib/schemas/menu';
import { userViewSchema } from '@/lib/schemas/user-view';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, unshownAnswer } from './common';

export const authorityPayloadSchema = z.object({ url: z.string() });
export const userViewPayloadSchema = z.object({ id: z.number() });

/** The signed-in session: its menu, the server's authority check and the user view (spec section 7). */
export const sessionEndpoints = {
  menuList: defineEndpoint('api/userMenu/list', emptyPayload, menuListSchema),
  menuAuthority: defineEndpoint('api/userMenu/auth', authorityPayloadSchema, unshownAnswer),
  userView: defineEndpoint('api/user/view', userViewPayloadSchema, userViewSchema),
};
