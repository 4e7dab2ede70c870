import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { sessionEndpoints } from '@/lib/api/endpoints/session';
import { sessionKeys } from './keys';

export const getMenu = () => callEndpoint(sessionEndpoints.menuList, {});

export const menuQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.menu(), queryFn: getMenu, staleTime: 5 * 60_000 });

export const useMenu = (enabled = true) => useQuery({ ...menuQueryOptions(), enabled });
