// zod's light form: the sign-in page reads the user view to start the session.
import * as z from 'zod/mini';

const flag = z.catch(z.coerce.number(), 0);
const money = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? null : String(v))),
);
const orEmpty = () =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  );

/** api/user/view: the User entity of backoffice spec section 3. */
export const userViewSchema = z.object({
  id: z.coerce.number(),
  role_id: z.coerce.number(),
  username: z.string(),
  member_username: z.nullish(z.string()),
  nickname: orEmpty(),
  thumbnail: orEmpty(),
  member_id: z.nullish(z.coerce.number()),
  share_code: orEmpty(),
  domain: orEmpty(),
  balance: money,
  limit_of_credit: money,
  used_credit: money,
  is_multiple_wallet: flag,
  game_wallet: money,
  customized_has_qrcode_show: flag,
  customized_cs_qrcode_pic_url: orEmpty(),
  red_envelope_button_visible: flag,
  send_red_envelope_button_visible: flag,
  receive_red_envelope_button_visible: flag,
  gift_red_envelope_button_visible: flag,
  point_button_visible: flag,
  cs_flow_limit_button_visible: flag,
  deduct_point_button_visible: flag,
  chat_ai_bot_visible: flag,
  transfer_member_flow_limit_multiple: money,
  flow_limit_modify_permission: flag,
  status: flag,
  withdraw_confirm: flag,
});
export type UserView = z.infer<typeof userViewSchema>;
