import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TINY_PNG_BASE64 } from '@/test/fixtures/settings';
import { SettingPreview } from './setting-preview';
import { t } from '@/test/translate';

const meta = {
  title: 'Settings/SettingPreview',
  component: SettingPreview,
  args: {
    name: 'Lucky Lounge',
    backgroundImage: '',
    backgroundColor: '#f1f5f9',
    headerBackgroundColor: '#1e3a8a',
    headerFontColor: '#ffffff',
  },
  parameters: { router: false, layout: 'padded' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SettingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: t('settings:preview.title') })).toBeVisible();
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent('Lucky Lounge');
    await expect(canvas.getByTestId('preview-header')).toHaveStyle({ backgroundColor: 'rgb(30, 58, 138)' });
    await expect(canvas.getByText(t('settings:preview.incoming'))).toBeVisible();
    await expect(canvas.getByText(t('settings:preview.outgoing'))).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { name: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('preview-header')).toHaveTextContent(t('settings:preview.untitled'));
  },
};

export const WithBackgroundImage: Story = {
  args: { backgroundImage: `data:image/png;base64,${TINY_PNG_BASE64}`, backgroundColor: '#fde68a' },
  play: async ({ canvas }) => {
    const room = canvas.getByTestId('preview-room');
    await expect(room.style.backgroundImage).toContain('data:image/png');
    await expect(room).toHaveStyle({ backgroundColor: 'rgb(253, 230, 138)' });
  },
};

export const UnusableColours: Story = {
  args: { headerBackgroundColor: '#12', headerFontColor: 'red', backgroundColor: '' },
  play: async ({ canvas }) => {
    // Half-typed colours fall back to the default room instead of painting nothing.
    await expect(canvas.getByTestId('preview-header')).toHaveStyle({
      backgroundColor: 'rgb(30, 58, 138)',
      color: 'rgb(255, 255, 255)',
    });
    await expect(canvas.getByTestId('preview-room')).toHaveStyle({ backgroundColor: 'rgb(241, 245, 249)' });
  },
};
