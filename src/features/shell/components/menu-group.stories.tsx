import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { cn } from '@/lib/cn';
import { ChevronDownIcon, MenuSymbol } from '@/components/icons';
import { MenuGroup } from './menu-group';
import { t } from '@/test/translate';

/** A menu name in the story's language (args are built before the language is loaded). */
function MenuName({ code, className }: { code: string; className?: string }) {
  const { t: translate } = useTranslation();
  return <span className={className}>{translate(`common:menu.${code}`)}</span>;
}

const itemClass =
  'group flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 dark:text-slate-200';

const meta = {
  title: 'Shell/MenuGroup',
  component: MenuGroup,
  args: {
    defaultOpen: false,
    buttonClassName: itemClass,
    panelClassName: 'mt-1 space-y-1 pl-4',
    title: undefined,
    label: (
      <>
        <MenuSymbol symbol="settings" className="size-5 shrink-0" />
        <MenuName code="setup" className="flex-1 text-left" />
        <ChevronDownIcon className="size-4 shrink-0 transition-transform group-data-open:rotate-180" />
      </>
    ),
    children: (
      <>
        <li className="px-3 py-2 text-sm">
          <MenuName code="system_setting" />
        </li>
        <li className="px-3 py-2 text-sm">
          <MenuName code="self_setting" />
        </li>
      </>
    ),
  },
  parameters: { router: false, layout: 'padded' },
  decorators: [
    // The sidebar's panel: full width, or icons only.
    (Story, { parameters }) => (
      <ul
        className={cn(
          'bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100',
          parameters.iconsOnly ? 'w-[72px] px-2 py-3' : 'w-[260px] p-3',
        )}
      >
        <li>{Story()}</li>
      </ul>
    ),
  ],
} satisfies Meta<typeof MenuGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button says so and the list is not drawn; a click opens it. */
export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByText(t('common:menu.system_setting'))).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('common:menu.system_setting'))).toBeVisible();
    await expect(button).toHaveAttribute('aria-controls', canvas.getAllByRole('list')[1]!.id);
    await userEvent.click(button);
    // Closed again for the picture, as the story is named.
    await expect(canvas.queryByText(t('common:menu.system_setting'))).not.toBeInTheDocument();
  },
};

/** Open from the start (it holds the current page): the list shows under the button; a click closes it. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getAllByRole('list')[1]!;
    await expect(button).toHaveAttribute('aria-controls', list.id);
    await expect(canvas.getByText(t('common:menu.system_setting'))).toBeVisible();
    await expect(canvas.getByText(t('common:menu.self_setting'))).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(canvas.getByText(t('common:menu.self_setting'))).toBeVisible();
  },
};

/** The collapsed sidebar: an icon whose name is for screen readers and the tooltip. */
export const IconOnly: Story = {
  args: { defaultOpen: true, panelClassName: 'mt-1 space-y-1' },
  render: function IconOnly(args) {
    const { t: translate } = useTranslation();
    return (
      <MenuGroup
        {...args}
        buttonClassName={`${itemClass} relative justify-center px-0`}
        title={translate('common:menu.setup')}
        label={
          <>
            <MenuSymbol symbol="settings" className="size-5 shrink-0" />
            <MenuName code="setup" className="sr-only" />
            <ChevronDownIcon className="absolute right-0.5 bottom-0.5 size-3 shrink-0 group-data-open:rotate-180" />
          </>
        }
      >
        <li className="flex justify-center py-2">
          <MenuSymbol symbol="user" className="size-4" />
          <MenuName code="self_setting" className="sr-only" />
        </li>
      </MenuGroup>
    );
  },
  parameters: { iconsOnly: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(button).toHaveAttribute('title', t('common:menu.setup'));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('common:menu.self_setting'))).toHaveClass('sr-only');
  },
};
