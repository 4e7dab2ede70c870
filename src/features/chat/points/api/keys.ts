/** Query keys of the points tools: the room member's view (balances, event mode, wallet choice). */
export const pointsKeys = {
  all: ['chat-points'] as const,
  member: (memberId: number) => [...pointsKeys.all, 'member', memberId] as const,
};
