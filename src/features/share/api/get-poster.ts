import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPoster, type PosterRequest } from '../lib/build-poster';
import { shareKeys } from './keys';

/** The poster (its only request is the customised art). Built once per link, label and art. */
export const posterQueryOptions = (request: PosterRequest | null) =>
  queryOptions({
    queryKey: shareKeys.poster(request),
    queryFn: ({ signal }) => buildPoster(request as PosterRequest, signal),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });

export const usePoster = (request: PosterRequest | null) => useQuery(posterQueryOptions(request));
