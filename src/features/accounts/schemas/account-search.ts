import { z } from 'zod';

/** The server search of api/user/list (username, nickname, page). Both empty means the full list. */
export const accountSearchSchema = z.object({
  username: z.string().trim().max(50),
  nickname: z.string().trim().max(50),
});
export type AccountSearchInput = z.infer<typeof accountSearchSchema>;
export const emptyAccountSearch: AccountSearchInput = { username: '', nickname: '' };
export const isSearchEmpty = (s: AccountSearchInput) => !s.username && !s.nickname;
