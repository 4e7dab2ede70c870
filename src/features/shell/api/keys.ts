export const shellKeys = {
  all: ['shell'] as const,
  menu: () => [...shellKeys.all, 'menu'] as const,
  userView: (id: number | null) => [...shellKeys.all, 'user-view', id] as const,
  authority: (url: string) => [...shellKeys.all, 'authority', url] as const,
};
