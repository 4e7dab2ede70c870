// zod's light form: the menu is read by the route guard, right after sign-in.
import * as z from 'zod/mini';

export type MenuEntry = {
  id: number;
  code: string;
  url: string;
  symbol: string;
  action: string;
  submenu?: MenuEntry[] | undefined;
};

const orEmpty = () =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  );

export const menuEntrySchema: z.ZodMiniType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.coerce.number(),
    code: z.string(),
    url: orEmpty(),
    symbol: orEmpty(),
    action: orEmpty(),
    submenu: z.pipe(
      z.nullish(z.array(menuEntrySchema)),
      z.transform((v) => v ?? undefined),
    ),
  }),
);

export const menuListSchema = z.array(menuEntrySchema);

/** Every URL the menu grants, submenus included. */
export function menuUrls(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.url, ...menuUrls(e.submenu ?? [])]).filter(Boolean);
}

export const PERMISSIONS = ['transaction', 'edit', 'delete', 'deposit', 'encryption_username'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permissions of the menu entry whose url is `url` (comma-separated in `action`). */
export function permissionsFor(entries: MenuEntry[], url: string): Set<Permission> {
  const find = (list: MenuEntry[]): MenuEntry | undefined =>
    list.reduce<MenuEntry | undefined>((hit, e) => hit ?? (e.url === url ? e : find(e.submenu ?? [])), undefined);
  const entry = find(entries);
  const names = (entry?.action ?? '').split(',').map((s) => s.trim());
  return new Set(PERMISSIONS.filter((p) => names.includes(p)));
}
