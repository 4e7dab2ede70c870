// zod's light form: the search form shows with the list, before any dialog brings full zod.
import * as z from 'zod/mini';

/** The server search of api/user/list (username, nickname, page). Both empty means the full list. */
export const accountSearchSchema = z.object({
  username: z.string().check(z.trim(), z.maxLength(50)),
  nickname: z.string().check(z.trim(), z.maxLength(50)),
});
export type AccountSearchInput = z.infer<typeof accountSearchSchema>;
export const emptyAccountSearch: AccountSearchInput = { username: '', nickname: '' };
export const isSearchEmpty = (s: AccountSearchInput) => !s.username && !s.nickname;
