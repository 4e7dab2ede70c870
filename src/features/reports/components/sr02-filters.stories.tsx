import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { STORY_RANGE, storyClock } from '@/test/fixtures/reports';
import { Sr02Filters } from './sr02-filters';

const meta = {
  title: 'Reports/Sr02Filters',
  component: Sr02Filters,
  args: {
    defaultValues: { username: '', start_date: STORY_RANGE.start, end_date: STORY_RANGE.end },
    onSearch: fn(),
    clock: storyClock,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Sr02Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The range picker's button, named by its label then the range it holds. */
const range = (start: string, end: string) => ({ name: `${t('reports:filters.range')} ${start} → ${end}` });

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: t('reports:filters.title') })).toBeVisible();
    await expect(canvas.getByRole('button', range('2026-11-20', '2026-11-21'))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('reports:filters.agent') }), 'agent01');
    await userEvent.click(canvas.getByRole('button', { name: t('reports:filters.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'agent01', start_date: '2026-11-20', end_date: '2026-11-21' },
      expect.anything(),
    );
  },
};

export const YesterdayPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.yesterday') }));
    await expect(await canvas.findByRole('button', range('2026-11-20', '2026-11-20'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValues: { username: '', start_date: '2026-11-21', end_date: '2026-11-20' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('reports:filters.search') }));
    await expect(await canvas.findByText(t('reports:validation.endBeforeStart'))).toBeVisible();
    const picker = canvas.getByRole('button', range('2026-11-21', '2026-11-20'));
    await expect(picker).toHaveAccessibleDescription(t('reports:validation.endBeforeStart'));
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('reports:filters.search') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the form folds behind a toggle naming the range, so the totals are on the first screen. */
export const PhoneFolded: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: tx('reports:filters.title') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('2026-11-20 → 2026-11-21');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('form', { name: t('reports:filters.title') })).toBeVisible();
  },
};
