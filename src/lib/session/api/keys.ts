/** Query keys of the signed-in session: the menu, the user view and the server's authority checks. */
export const sessionKeys = {
  all: ['session'] as const,
  menu: () => [...sessionKeys.all, 'menu'] as const,
  userView: (id: number | null) => [...sessionKeys.all, 'user-view', id] as const,
  authority: (url: string) => [...sessionKeys.all, 'authority', url] as const,
};
