import { z } from 'zod';
import type { SystemSetting } from '@/lib/api/endpoints/settings';
import { isAcceptedImageValue } from '@/lib/image-field';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (message: string) => z.string().regex(HEX, message);

/** The system-setting form (spec section 3, System setting). Messages are i18n keys. */
export const systemSettingInputSchema = z.object({
  name: z.string().trim().min(1, 'settings:validation.nameRequired'),
  background_image: z.string().refine(isAcceptedImageValue, 'settings:validation.imageType'),
  background_color: colour('settings:validation.colour'),
  header_background_color: colour('settings:validation.colour'),
  header_font_color: colour('settings:validation.colour'),
  api_url: z.url({ protocol: /^https?$/, error: 'settings:validation.apiUrl' }),
});
export type SystemSettingInput = z.infer<typeof systemSettingInputSchema>;

// api/setting/view's answer is the API contract's.
export { systemSettingSchema, type SystemSetting } from '@/lib/api/endpoints/settings';

/** Starting values for a system that has no setting yet (the colours of the default chat room). */
export const EMPTY_SETTING: SystemSettingInput = {
  name: '',
  background_image: '',
  background_color: '#f1f5f9',
  header_background_color: '#1e3a8a',
  header_font_color: '#ffffff',
  api_url: '',
};

/** Form values from the stored setting; unusable stored colours fall back to the defaults. */
export function settingToInput(setting: SystemSetting | null): SystemSettingInput {
  if (!setting) return EMPTY_SETTING;
  const pick = (v: string, fallback: string) => (HEX.test(v) ? v : fallback);
  return {
    name: setting.name,
    background_image: setting.background_image,
    background_color: pick(setting.background_color, EMPTY_SETTING.background_color),
    header_background_color: pick(setting.header_background_color, EMPTY_SETTING.header_background_color),
    header_font_color: pick(setting.header_font_color, EMPTY_SETTING.header_font_color),
    api_url: setting.api_url,
  };
}
