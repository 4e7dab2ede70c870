import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent } from 'storybook/test';
import { t } from '@/test/translate';
import { CheckboxField, RadioGroupField, RadioOption } from './choice-fields';
import { Field, SelectInput } from './field';

type DemoProps = { error?: boolean; disabled?: boolean };

/** The kit's choices as a form shows them, with the app's own texts in the story's language. */
function ChoicesDemo({ error = false, disabled = false }: DemoProps) {
  const { t: tr } = useTranslation('accounts');
  const [wallet, setWallet] = useState<string>(error ? '' : 'main');
  const [consent, setConsent] = useState(false);
  return (
    <div className="max-w-md space-y-4">
      <RadioGroupField
        legend={tr('transfer.wallet')}
        disabled={disabled}
        error={error && !wallet ? tr('common:errors.required') : undefined}
      >
        {(['main', 'game'] as const).map((value) => (
          <RadioOption
            key={value}
            name="wallet"
            value={value}
            checked={wallet === value}
            onChange={() => setWallet(value)}
            label={value === 'main' ? tr('transfer.walletMain') : tr('transfer.walletGame')}
          />
        ))}
      </RadioGroupField>
      <CheckboxField
        label={tr('form.withdrawConfirm')}
        disabled={disabled}
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <Field label={tr('columns.status')} error={error ? tr('common:errors.required') : undefined}>
        <SelectInput disabled={disabled} invalid={error} defaultValue="">
          <option value="" />
          <option value="1">{tr('status.normal')}</option>
          <option value="0">{tr('status.disabled')}</option>
        </SelectInput>
      </Field>
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/ChoiceFields',
  component: ChoicesDemo,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ChoicesDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group named by its legend, a checkbox and a list, each taken by a click or the keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: t('accounts:transfer.wallet') });
    const main = canvas.getByRole('radio', { name: t('accounts:transfer.walletMain') });
    const game = canvas.getByRole('radio', { name: t('accounts:transfer.walletGame') });
    await expect(group).toContainElement(main);
    await expect(main).toBeChecked();
    await userEvent.click(canvas.getByText(t('accounts:transfer.walletGame')));
    await expect(game).toBeChecked();
    const consent = canvas.getByRole('checkbox', { name: t('accounts:form.withdrawConfirm') });
    await userEvent.click(canvas.getByText(t('accounts:form.withdrawConfirm')));
    await expect(consent).toBeChecked();
    const status = canvas.getByRole('combobox', { name: t('accounts:columns.status') });
    await userEvent.selectOptions(status, t('accounts:status.disabled'));
    await expect(status).toHaveValue('0');
    await userEvent.click(main);
    await expect(main).toBeChecked();
  },
};

/** Nothing chosen where a choice is needed: the reason is announced and tied to the group and the list. */
export const Invalid: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: t('accounts:transfer.wallet') });
    await expect(group).toHaveAccessibleDescription(t('common:errors.required'));
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('combobox', { name: t('accounts:columns.status') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('accounts:transfer.walletMain') }));
    await expect(group).not.toHaveAccessibleDescription(t('common:errors.required'));
  },
};

/** While a form is sent, its choices cannot change. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};
