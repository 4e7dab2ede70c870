import { endpoints } from '@/lib/api/endpoints';
import { db } from '../db/store';
import { endpoint, fail, ok } from '../server/endpoint';
import { MOCK_CODE } from '../server/codes';

/**
 * api/setting/view answers 1000 with data null while the system has never been set up: the client
 * shows the spec's "system not yet set up" alert and still lets the administrator fill the form.
 */
export const settingsHandlers = [
  endpoint(endpoints.settingView, ({ state }) => ok(state.setting)),
  endpoint(endpoints.settingSave, ({ payload, user }) => {
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
