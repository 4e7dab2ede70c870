import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent as user } from 'storybook/test';
import { t } from '@/test/translate';
import { PointsChoiceGroup } from './points-choice-group';

type ChoiceFormProps = {
  kind: 'type' | 'wallet';
  options: readonly string[];
  initial: string;
  onPick: (value: string) => void;
};

/** The group takes react-hook-form's register: a tiny form supplies it, with the dialog's two uses. */
function ChoiceForm({ kind, options, initial, onPick }: ChoiceFormProps) {
  const { register } = useForm<{ choice: string }>({ defaultValues: { choice: initial } });
  return (
    <form noValidate className="max-w-md">
      <PointsChoiceGroup<string>
        legend={t(`chat-points:${kind}`)}
        options={options}
        label={(value) => t(`chat-points:${kind}s.${value}`)}
        field={register('choice')}
        onPick={onPick}
        className="flex flex-wrap gap-x-4 gap-y-2"
      />
    </form>
  );
}

const meta = {
  title: 'Chat/Points/PointsChoiceGroup',
  component: ChoiceForm,
  args: { kind: 'type', options: ['1', '2', '3'], initial: '1', onPick: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ChoiceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (kind: string) => screen.getByRole('group', { name: t(`chat-points:${kind}`) });
const radio = (key: string) => screen.getByRole('radio', { name: t(`chat-points:${key}`) });
const values = () => screen.getAllByRole('radio').map((r) => r.getAttribute('value'));

/** The points types offered, the first one picked; picking another tells the dialog. */
export const Types: Story = {
  play: async ({ args }) => {
    await expect(group('type')).toBeVisible();
    await expect(values()).toEqual(['1', '2', '3']);
    await expect(radio('types.1')).toBeChecked();
    await user.click(radio('types.3'));
    await expect(radio('types.3')).toBeChecked();
    await expect(radio('types.1')).not.toBeChecked();
    await expect(args.onPick).toHaveBeenCalledWith('3');
  },
};

/** An admin's full list, make-up and the game-wallet types included. */
export const AllTypes: Story = {
  args: { options: ['1', '2', '3', '4', '5', '6'] },
  play: async () => {
    await expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(radio('types.6')).toBeVisible();
  },
};

/** The target wallet of a send or gift: main or game. */
export const Wallets: Story = {
  args: { kind: 'wallet', options: ['main', 'game'], initial: 'main' },
  play: async ({ args }) => {
    await expect(group('wallet')).toBeVisible();
    await expect(radio('wallets.main')).toBeChecked();
    await user.click(radio('wallets.game'));
    await expect(radio('wallets.game')).toBeChecked();
    await expect(args.onPick).toHaveBeenCalledWith('game');
  },
};
