export const shareKeys = {
  all: ['share'] as const,
  poster: (link: string, label: string, artUrl: string) => [...shareKeys.all, 'poster', link, label, artUrl] as const,
};
