import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LanguageMenu } from './language-menu';
import { tx } from '@/test/translate';

const NAMES = [
  'English',
  '繁體中文',
  '简体中文',
  'Bahasa Indonesia',
  'Bahasa Melayu',
  'தமிழ்',
  'Tiếng Việt',
  'ไทย',
  'မြန်မာ',
  'Русский',
  'বাংলা',
];

const meta = {
  tags: ['autodocs'],
  title: 'UI/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'en', onChange: fn() },
  parameters: { router: false, layout: 'padded' },
  decorators: [(Story) => <div className="flex min-h-[30rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: tx('common:language.label') }));
    const menu = await screen.findByRole('menu');
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(NAMES);
    await expect(menu).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Русский' }));
    await expect(args.onChange).toHaveBeenCalledWith('ru');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const CurrentTraditionalChinese: Story = {
  args: { value: 'zh-tw' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: tx('common:language.label') }));
    const current = await screen.findByRole('menuitem', { name: '繁體中文' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveAttribute('lang', 'zh-tw');
    await expect(screen.getByRole('menuitem', { name: 'English' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('menuitem', { name: 'বাংলা' }));
    await expect(args.onChange).toHaveBeenCalledWith('bn');
  },
};
