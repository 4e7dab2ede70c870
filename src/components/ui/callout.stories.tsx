import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Callout, type CalloutProps } from './callout';
import { t } from '@/test/translate';

type DemoProps = Pick<CalloutProps, 'tone' | 'size' | 'role'> & { titleKey?: string; bodyKey: string };

/** Texts come as translation keys, so the box reads in the story's language like the app's own boxes. */
function CalloutDemo({ titleKey, bodyKey, ...props }: DemoProps) {
  const { t: translate } = useTranslation();
  return (
    <Callout {...props} title={titleKey ? translate(titleKey) : undefined}>
      <p>{translate(bodyKey)}</p>
    </Callout>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/Callout',
  component: CalloutDemo,
  args: { bodyKey: 'common:errors.network' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof CalloutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failure: announced at once (`alert`), with its bold title above the reason. */
export const ErrorTone: Story = {
  args: { tone: 'error', role: 'alert', titleKey: 'common:alert.errorTitle', bodyKey: 'common:errors.network' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('alert');
    await expect(box).toHaveTextContent(t('common:alert.errorTitle'));
    await expect(box).toHaveTextContent(t('common:errors.network'));
  },
};

/** A warning without a title, read out politely (`status`). */
export const WarningTone: Story = {
  args: { tone: 'warning', role: 'status', bodyKey: 'common:errors.timeout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common:errors.timeout'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A static note: no live role, nothing announced, just read in place. */
export const InfoTone: Story = {
  args: { tone: 'info', size: 'md', titleKey: 'common:alert.infoTitle', bodyKey: 'kit:coming.body' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:coming.body'))).toBeVisible();
    await expect(canvas.getByText(t('common:alert.infoTitle'))).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Something done, said politely (`status`). */
export const SuccessTone: Story = {
  args: { tone: 'success', role: 'status', titleKey: 'common:alert.successTitle', bodyKey: 'common:demo.resetDone' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('status');
    await expect(box).toHaveTextContent(t('common:alert.successTitle'));
    await expect(box).toHaveTextContent(t('common:demo.resetDone'));
  },
};
