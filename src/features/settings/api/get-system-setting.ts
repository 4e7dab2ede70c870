import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { systemSettingSchema } from '../schemas/system-setting';
import { settingsKeys } from './keys';

export const getSystemSetting = () => apiData('api/setting/view', {}, systemSettingSchema);

export const systemSettingQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.system(), queryFn: getSystemSetting });

export const useSystemSetting = () => useQuery(systemSettingQueryOptions());
