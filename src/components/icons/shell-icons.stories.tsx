import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import { expect, within } from 'storybook/test';
import * as icons from './shell-icons';
import { MenuSymbol } from './shell-icons';

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
  'CollapseIcon',
  'ExpandIcon',
  'MoreIcon',
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

/** The one drawn icon in a gallery cell: an svg with at least one shape, laid out at a real size. */
async function expectOneDrawnIcon(item: HTMLElement | null, shape = 'path, circle') {
  if (!item) throw new Error('The icon has no gallery cell');
  await expect(item.querySelectorAll('svg')).toHaveLength(1);
  const svg = item.querySelector('svg');
  if (!svg) throw new Error('The gallery cell draws no icon');
  const drawn = svg.querySelector<SVGGraphicsElement>(shape);
  await expect(drawn).not.toBeNull();
  // The shape has real geometry, not an empty path.
  const shapeBox = drawn?.getBBox();
  await expect(shapeBox?.width).toBeGreaterThan(0);
  await expect(shapeBox?.height).toBeGreaterThan(0);
  const box = svg.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(box.height).toBeGreaterThan(0);
  // Icons are decoration: each is hidden from assistive technology.
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
}

export const AllIcons: Story = {
  play: async ({ canvas }) => {
    const iconList = canvas.getByRole('list', { name: 'Icons' });
    await expect(iconList.querySelectorAll('li')).toHaveLength(ICON_NAMES.length);
    await expect(iconList.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length);
    for (const name of ICON_NAMES) {
      const label = within(iconList).getByText(name);
      await expect(label).toBeVisible();
      await expectOneDrawnIcon(label.closest('li'), 'path');
    }
    const symbolList = canvas.getByRole('list', { name: 'MenuSymbol' });
    await expect(symbolList.querySelectorAll('li')).toHaveLength(SYMBOLS.length);
    await expect(symbolList.querySelectorAll('svg')).toHaveLength(SYMBOLS.length);
    for (const symbol of SYMBOLS) {
      const label = within(symbolList).getByText(symbol);
      await expect(label).toBeVisible();
      // A known symbol draws its own path; an unknown one falls back to a dot.
      await expectOneDrawnIcon(label.closest('li'), symbol === 'unknown' ? 'circle' : 'path');
    }
  },
};
