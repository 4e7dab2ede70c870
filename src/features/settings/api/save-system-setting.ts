import { callEndpoint } from '@/lib/api/client';
import { settingsEndpoints, type SaveSettingPayload } from '@/lib/api/endpoints/settings';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { changedImageToSend } from '@/lib/image-field';
import type { SystemSettingInput } from '../schemas/system-setting';
import { systemSettingQueryOptions } from './get-system-setting';

export type SaveSettingInput = { values: SystemSettingInput; storedImage: string };

/**
 * The background image goes only when newly chosen (spec section 5: not an https address, and not
 * the one already stored); an emptied field is sent as '' so the stored image can be removed.
 */
export function saveSettingPayload({ values: input, storedImage }: SaveSettingInput): SaveSettingPayload {
  const emptied = input.background_image === '' && storedImage !== '';
  const image = emptied ? '' : changedImageToSend(input.background_image, storedImage);
  return {
    name: input.name.trim(),
    ...(image === undefined ? {} : { background_image: image }),
    background_color: input.background_color,
    header_background_color: input.header_background_color,
    header_font_color: input.header_font_color,
    api_url: input.api_url,
  };
}

export const saveSystemSetting = (input: SaveSettingInput) =>
  callEndpoint(settingsEndpoints.settingSave, saveSettingPayload(input));

/** Refreshes the stored setting on success. */
export const useSaveSystemSetting = ({ mutationConfig }: MutationHookOptions<typeof saveSystemSetting> = {}) =>
  useApiMutation(saveSystemSetting, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: systemSettingQueryOptions().queryKey }),
  });
