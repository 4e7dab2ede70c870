import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CommandPalette, type PaletteGroup } from '@/components/ui/command-palette';
import { accountsQueryOptions, LIST_PER_PAGE, type getAccounts } from '@/features/accounts/api/get-accounts';
import { roomsQueryOptions } from '@/features/chat/rooms/api/get-rooms';
import { ROOM_STATUS } from '@/lib/api/endpoints/chat';
import { useMenu } from '@/lib/session/api/get-menu';
import { menuUrls } from '@/lib/schemas/menu';
import { accountItems, accountRoles, roomItems, screenItems } from './command-palette-sources';
import { useAllSavedViews, type SavedViewState } from '@/lib/views/saved-views';
import { savedViewItems } from './saved-view-items';

/** Kept outside the component: a stable `combine` is only re-run when a list's answer changes. */
function combineLists(results: Array<UseQueryResult<Awaited<ReturnType<typeof getAccounts>>>>) {
  return {
    rows: results.flatMap((r) => r.data?.rows ?? []),
    pending: results.some((r) => r.isPending),
    failed: results.some((r) => r.isError),
  };
}

/** Actions of the screen in view (the chat's keyboard shortcuts), listed first without typing. */
export type PaletteCommands = { heading: string; items: ReadonlyArray<{ id: string; label: string; run: () => void }> };

/**
 * The palette of the back office and the chat, fed by the features' own queries: the menu (shown
 * at once, it is already loaded for the sidebar), the management lists the menu opens and the
 * shown rooms, both asked for only once the palette opens and then shared with their pages' cache.
 * Searching lifts the username masking as the list's own search does (backoffice spec section 2).
 */
export function AppCommandPalette({
  open,
  onClose,
  commands,
}: {
  open: boolean;
  onClose: () => void;
  commands?: PaletteCommands | undefined;
}) {
  const { t, i18n } = useTranslation('palette');
  const navigate = useNavigate();
  const menu = useMenu();
  const roles = useMemo(() => accountRoles(menuUrls(menu.data ?? [])), [menu.data]);
  const lists = useQueries({
    queries: roles.map((role_id) => ({
      ...accountsQueryOptions({ role_id, page: 1, per_page: LIST_PER_PAGE }),
      enabled: open,
    })),
    combine: combineLists,
  });
  const rooms = useQuery({ ...roomsQueryOptions(ROOM_STATUS.shown), enabled: open });

  const screens = useMemo(
    () =>
      screenItems(menu.data ?? [], (code) => (i18n.exists(`common:menu.${code}`) ? t(`common:menu.${code}`) : code)),
    [menu.data, i18n, t],
  );
  const accounts = useMemo(
    () =>
      accountItems(lists.rows, (nickname) => (nickname ? t('accountDetail', { nickname }) : t('accountNoNickname'))),
    [lists.rows, t],
  );
  const roomList = useMemo(() => roomItems(rooms.data ?? [], (room) => paths.room(room)), [rooms.data]);

  // A command is chosen like any item; its `to` is never followed (choosing runs it instead).
  const commandItems = useMemo(
    () => (commands?.items ?? []).map(({ id, label }) => ({ id: `command:${id}`, label, to: '' })),
    [commands],
  );

  const savedViews = useAllSavedViews();
  const viewItems = useMemo(() => savedViewItems(savedViews, screens), [savedViews, screens]);

  const accountsPending = lists.pending;
  const roomsPending = rooms.isPending;
  const groups: PaletteGroup[] = [
    ...(commands && commandItems.length
      ? [{ id: 'commands', heading: commands.heading, items: commandItems, showWithoutQuery: true }]
      : []),
    { id: 'screens', heading: t('groups.screens'), items: screens, showWithoutQuery: true, pending: menu.isPending },
    ...(roles.length
      ? [
          {
            id: 'accounts',
            heading: t('groups.accounts'),
            items: accounts,
            pending: accountsPending,
            status: accountsPending ? t('status.loadingAccounts') : lists.failed ? t('status.failedAccounts') : null,
          },
        ]
      : []),
    ...(viewItems.length ? [{ id: 'views', heading: t('kit:views.panel'), items: viewItems }] : []),
    {
      id: 'rooms',
      heading: t('groups.rooms'),
      items: roomList,
      pending: roomsPending,
      status: roomsPending ? t('status.loadingRooms') : rooms.isError ? t('status.failedRooms') : null,
    },
  ];

  return (
    <CommandPalette
      open={open}
      onOpenChange={(next) => !next && onClose()}
      groups={groups}
      onChoose={(item) => {
        onClose();
        const command = commands?.items.find(({ id }) => `command:${id}` === item.id);
        const view = savedViews.find(({ view }) => `view:${view.id}` === item.id)?.view;
        if (command) command.run();
        // A saved view brings its columns along (lib/views/saved-views-bar).
        else if (view) void navigate(item.to, { state: { savedView: view.id } satisfies SavedViewState });
        else void navigate(item.to);
      }}
    />
  );
}
