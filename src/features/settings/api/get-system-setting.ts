import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { settingsKeys } from './keys';

export const getSystemSetting = () => callEndpoint(endpoints.settingView, {});

export const systemSettingQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.system(), queryFn: getSystemSetting });

export const useSystemSetting = () => useQuery(systemSettingQueryOptions());
