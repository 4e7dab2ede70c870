import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, text, unshownAnswer } from './common';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb');
const image = z
  .string()
  .refine(
    (v) => v === '' || /^data:image\//.test(v) || /^https?:\/\//.test(v),
    'expected data:image, http(s) or empty',
  );

/** api/setting/save (spec section 7). */
export const saveSettingPayloadSchema = z.object({
  name: z.string().trim().min(1),
  // Absent when the stored image is kept (sent only if newly chosen); '' removes it.
  background_image: image.optional(),
  background_color: colour,
  header_background_color: colour,
  header_font_color: colour,
  api_url: z.url(),
});
export type SaveSettingPayload = z.infer<typeof saveSettingPayloadSchema>;

/** api/setting/view: the stored setting, or null while the system has never been set up. */
export const systemSettingSchema = z
  .object({
    name: text,
    background_image: text,
    background_color: text,
    header_background_color: text,
    header_font_color: text,
    api_url: text,
  })
  .nullable()
  .catch(null);
export type SystemSetting = NonNullable<z.infer<typeof systemSettingSchema>>;

export const settingsEndpoints = {
  settingView: defineEndpoint('api/setting/view', emptyPayload, systemSettingSchema),
  settingSave: defineEndpoint('api/setting/save', saveSettingPayloadSchema, unshownAnswer),
};
