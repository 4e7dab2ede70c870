import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { CommandPalette, type PaletteGroup } from './command-palette';
import { CommandPaletteButton, usePaletteShortcut } from './command-palette-button';

type HarnessProps = Pick<ComponentProps<typeof CommandPalette>, 'onChoose'> & {
  /** Open when the story starts. */
  initiallyOpen: boolean;
  /** The accounts are still loading. */
  accountsPending?: boolean;
};

/** The palette as a layout uses it: a toolbar button, the shortcut, and groups in the story's language. */
function Harness({ onChoose, initiallyOpen, accountsPending = false }: HarnessProps) {
  const { t: tr } = useTranslation(['palette', 'common']);
  const [open, setOpen] = useState(initiallyOpen);
  usePaletteShortcut(() => setOpen(true));
  const groups: PaletteGroup[] = [
    {
      id: 'screens',
      heading: tr('palette:groups.screens'),
      showWithoutQuery: true,
      items: [
        { id: 's1', label: tr('common:menu.dashboard'), to: '/index' },
        { id: 's2', label: tr('common:menu.user'), to: '/user' },
        { id: 's3', label: tr('common:menu.transaction_list'), to: '/transaction/list' },
      ],
    },
    {
      id: 'accounts',
      heading: tr('palette:groups.accounts'),
      pending: accountsPending,
      status: accountsPending ? tr('palette:status.loadingAccounts') : null,
      items: accountsPending
        ? []
        : [
            { id: 'a1', label: 'player01', detail: 'Player One', terms: ['player01', 'Player One'], to: '/a/player01' },
            {
              id: 'a2',
              label: 'player02',
              detail: 'José Álvarez',
              terms: ['player02', 'José Álvarez'],
              to: '/a/player02',
            },
            {
              id: 'a3',
              label: 'agent01',
              detail: 'Golden Agent',
              terms: ['agent01', 'Golden Agent'],
              to: '/a/agent01',
            },
          ],
    },
    {
      id: 'rooms',
      heading: tr('palette:groups.rooms'),
      items: [{ id: 'r1', label: 'VIP Lounge', detail: 'player02', terms: ['VIP Lounge', 'player02'], to: '/r/1' }],
    },
  ];
  return (
    <div className="flex min-h-96 items-start gap-2 p-4">
      <CommandPaletteButton onClick={() => setOpen(true)} />
      <CommandPalette open={open} onOpenChange={setOpen} groups={groups} onChoose={onChoose} />
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/CommandPalette',
  component: Harness,
  args: { onChoose: fn(), initiallyOpen: true },
  parameters: { router: false },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;
/** The palette's button is named by its word and shortcut ("Go to Ctrl K"), or by the word alone. */
const paletteButton = () => new RegExp(`^${tx('kit:palette.button').source}`);

const input = () => screen.findByRole('combobox', { name: t('kit:palette.inputLabel') });
const listbox = () => screen.getByRole('listbox', { name: t('kit:palette.resultsLabel') });
const group = (key: string) => within(listbox()).getByRole('group', { name: t(`palette:groups.${key}`) });

/** Before anything is typed: the screens, not thousands of accounts; the box has the focus. */
export const ScreensBeforeTyping: Story = {
  play: async () => {
    await expect(await input()).toHaveFocus();
    const screens = group('screens');
    await expect(within(screens).getAllByRole('option')).toHaveLength(3);
    await expect(within(screens).getByRole('option', { name: t('common:menu.user') })).toBeVisible();
    await expect(within(listbox()).queryByRole('group', { name: t('palette:groups.accounts') })).toBeNull();
  },
};

/** Ctrl+K (Cmd+K on Apple keyboards) opens it; Esc closes it and the focus goes back to where it was. */
export const OpensWithShortcut: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: paletteButton() });
    button.focus();
    await expect(screen.queryByRole('dialog')).toBeNull();
    const apple = button.getAttribute('aria-keyshortcuts') === 'Meta+K';
    await userEvent.keyboard(apple ? '{Meta>}k{/Meta}' : '{Control>}k{/Control}');
    await expect(await screen.findByRole('dialog', { name: t('kit:palette.title') })).toBeVisible();
    await waitFor(async () => expect(await input()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Arrows move through every group, Enter opens the active result. */
export const KeyboardNavigation: Story = {
  play: async ({ args }) => {
    await userEvent.type(await input(), 'player');
    const options = within(listbox()).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'player01, Player One',
      'player02, José Álvarez',
      'VIP Lounge, player02',
    ]);
    // The best match is active at once: Enter after typing opens it.
    await waitFor(() => expect(options[0]).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[1]).toHaveAttribute('data-focus');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[2]).toHaveAttribute('data-focus');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ to: '/a/player02' }));
  },
};

/** Case and accents do not matter: "JOSE ALV" finds José Álvarez; the mouse chooses too. */
export const AccentsAndMouse: Story = {
  play: async ({ args }) => {
    await userEvent.type(await input(), 'JOSE alv');
    const accounts = group('accounts');
    const option = within(accounts).getByRole('option');
    await expect(option).toHaveTextContent('player02');
    await userEvent.click(option);
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ to: '/a/player02' }));
  },
};

/** Nothing found: the palette says so instead of showing an empty box. */
export const NoMatch: Story = {
  play: async () => {
    await userEvent.type(await input(), 'zzqx');
    await expect(await screen.findByText(t('kit:palette.noResults', { query: 'zzqx' }))).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** Accounts still loading: a status line says so, and the screens that match show at once. */
export const AccountsLoading: Story = {
  args: { accountsPending: true },
  play: async () => {
    await userEvent.type(await input(), 'a');
    await expect(screen.getByRole('status')).toHaveTextContent(t('palette:status.loadingAccounts'));
    await expect(within(listbox()).queryByRole('group', { name: t('palette:groups.accounts') })).toBeNull();
    await expect(screen.queryByText(t('kit:palette.noResults', { query: 'a' }))).toBeNull();
  },
};
