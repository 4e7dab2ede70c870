import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { settingsEndpoints } from '@/lib/api/endpoints/settings';
import { settingsKeys } from './keys';

export const getSystemSetting = () => callEndpoint(settingsEndpoints.settingView, {});

export const systemSettingQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.system(), queryFn: getSystemSetting });

export const useSystemSetting = () => useQuery(systemSettingQueryOptions());
