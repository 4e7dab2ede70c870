import { z } from 'zod';
import { db } from '../db/store';
import { endpoint, fail, ok } from '../server/endpoint';
import { MOCK_CODE } from '../server/codes';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb');
const image = z
  .string()
  .refine(
    (v) => v === '' || /^data:image\//.test(v) || /^https?:\/\//.test(v),
    'expected data:image, http(s) or empty',
  );

const saveSchema = z.object({
  name: z.string().trim().min(1),
  // Absent when the stored image is kept (the client sends it only if newly chosen).
  background_image: image.optional(),
  background_color: colour,
  header_background_color: colour,
  header_font_color: colour,
  api_url: z.url(),
});

/**
 * api/setting/view answers 1000 with data null while the system has never been set up: the client
 * shows the spec's "system not yet set up" alert and still lets the administrator fill the form.
 */
export const settingsHandlers = [
  endpoint('api/setting/view', z.unknown(), ({ state }) => ok(state.setting)),
  endpoint('api/setting/save', saveSchema, ({ payload, user }) => {
    if (user.role_id !== 1) return fail(MOCK_CODE.forbidden, 'Insufficient permissions');
    const { background_image, ...rest } = payload;
    const saved = db.update((s) => {
      s.setting = {
        ...rest,
        name: rest.name.trim(),
        // A newly uploaded image is kept as the data URL itself: the demo has no file host.
        background_image: background_image ?? s.setting?.background_image ?? '',
      };
      return s.setting;
    });
    return ok(saved, 'saved');
  }),
];
