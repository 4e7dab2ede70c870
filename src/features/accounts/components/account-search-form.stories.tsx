import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { AccountSearchForm } from './account-search-form';

const meta = {
  title: 'Accounts/AccountSearchForm',
  component: AccountSearchForm,
  args: { active: null, onSearch: fn(), onReset: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AccountSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('search', { name: t('accounts:search.title') });
    await expect(form).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('accounts:search.reset') })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: t('accounts:search.username') }), '  agent01 ');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:search.submit') }));
    // handleSubmit passes the parsed values (trimmed by the schema) and the submit event.
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({ username: 'agent01', nickname: '' }, expect.anything()),
    );
  },
};

export const ActiveSearch: Story = {
  args: { active: { username: 'agent01', nickname: 'North' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: t('accounts:search.username') })).toHaveValue('agent01');
    await expect(canvas.getByRole('textbox', { name: t('accounts:search.nickname') })).toHaveValue('North');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:search.reset') }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: t('accounts:search.username') })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: t('accounts:search.nickname') })).toHaveValue('');
  },
};

export const Searching: Story = {
  args: { active: { username: 'agent01', nickname: '' }, pending: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: t('accounts:search.submit') });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    submit.click();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** On a phone the search folds behind a toggle that says what is searched, so the list is on the first screen. */
export const PhoneFolded: Story = {
  args: { active: { username: 'agent01', nickname: '' } },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: tx('accounts:search.title') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('agent01');
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: t('accounts:search.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('accounts:search.username') })).toHaveValue('agent01');
  },
};

export const WideHasNoToggle: Story = {
  decorators: [(Story) => <div className="w-[1000px]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: t('accounts:search.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: tx('accounts:search.title') })).not.toBeInTheDocument();
  },
};
