export const bankKeys = {
  all: ['chat-bank'] as const,
  orderTypes: () => [...bankKeys.all, 'order-types'] as const,
  member: (username: string) => [...bankKeys.all, 'member', username] as const,
  account: (username: string) => [...bankKeys.member(username), 'account'] as const,
  cardSetting: (username: string) => [...bankKeys.member(username), 'card-setting'] as const,
  cards: (username: string) => [...bankKeys.member(username), 'cards'] as const,
  flowLimit: (memberId: number, userId: number) => [...bankKeys.all, 'flow-limit', memberId, userId] as const,
};
