import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import { expect } from 'storybook/test';
import * as icons from './icons';
import { MenuSymbol } from './icons';

/** The symbols the server may send in the menu; 'unknown' shows the fallback dot. */
const SYMBOLS = [
  'home',
  'agent',
  'users',
  'support',
  'history',
  'report',
  'settings',
  'user',
  'qr',
  'doc',
  'chat',
  'debug',
  'unknown',
];

const ICONS = Object.entries(icons).filter(([name]) => name !== 'MenuSymbol') as [
  string,
  ComponentType<SVGProps<SVGSVGElement>>,
][];

const ICON_NAMES = [
  'ChevronDownIcon',
  'MenuIcon',
  'CloseIcon',
  'CopyIcon',
  'QrIcon',
  'GlobeIcon',
  'PaletteIcon',
  'RefreshIcon',
  'ArrowUpIcon',
  'LogoutIcon',
  'WalletIcon',
  'CheckIcon',
];

const cell = 'flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-800';

function IconGallery() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="icons-heading">
        <h2 id="icons-heading" className="mb-2 text-sm font-semibold text-slate-900">
          Icons
        </h2>
        <ul aria-labelledby="icons-heading" className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
          {ICONS.map(([name, Icon]) => (
            <li key={name} className={cell}>
              <Icon className="size-6" />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="symbols-heading">
        <h2 id="symbols-heading" className="mb-2 text-sm font-semibold text-slate-900">
          MenuSymbol
        </h2>
        <ul aria-labelledby="symbols-heading" className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
          {SYMBOLS.map((symbol) => (
            <li key={symbol} className={cell}>
              <MenuSymbol symbol={symbol} className="size-6" />
              <span>{symbol}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Shell/Icons',
  component: IconGallery,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvas }) => {
    const iconList = canvas.getByRole('list', { name: 'Icons' });
    await expect(iconList.querySelectorAll('li')).toHaveLength(ICON_NAMES.length);
    for (const name of ICON_NAMES) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    const symbolList = canvas.getByRole('list', { name: 'MenuSymbol' });
    await expect(symbolList.querySelectorAll('li')).toHaveLength(SYMBOLS.length);
    for (const symbol of SYMBOLS) {
      await expect(canvas.getByText(symbol)).toBeVisible();
    }
    // Icons are decoration: each is hidden from assistive technology.
    for (const svg of canvas.getAllByRole('list').flatMap((list) => [...list.querySelectorAll('svg')])) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
