import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { menuListSchema } from '../schemas/menu';
import { shellKeys } from './keys';

export const getMenu = () => apiData('api/userMenu/list', {}, menuListSchema);

export const menuQueryOptions = () =>
  queryOptions({ queryKey: shellKeys.menu(), queryFn: getMenu, staleTime: 5 * 60_000 });

export const useMenu = (enabled = true) => useQuery({ ...menuQueryOptions(), enabled });
