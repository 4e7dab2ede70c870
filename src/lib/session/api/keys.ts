/** Query keys of the signed-in session: the menu, the user view and the server's authority checks. */
export const sessionKeys = {
  all: ['session'] as const,
  menu: () => [...sessionKeys.all, 'menu'] as const,
  /** Every user view: what a refresh of the viewer's balance asks again. */
  userViews: () => [...sessionKeys.all, 'user-view'] as const,
  userView: (id: number | null) => [...sessionKeys.userViews(), id] as const,
  authority: (url: string) => [...sessionKeys.all, 'authority', url] as const,
};
