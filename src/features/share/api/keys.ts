import type { PosterRequest } from '../lib/build-poster';

export const shareKeys = {
  all: ['share'] as const,
  poster: (request: PosterRequest | null) => [...shareKeys.all, 'poster', request] as const,
};
