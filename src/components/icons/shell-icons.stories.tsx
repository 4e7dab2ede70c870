import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDrawnIcon, IconSection, type GalleryIcon } from '@/test/stories/icon-gallery';
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

const ICONS = Object.entries(icons).filter(([name]) => name !== 'MenuSymbol') as GalleryIcon[];
const SYMBOL_ICONS = SYMBOLS.map((symbol): GalleryIcon => [
  symbol,
  (props) => <MenuSymbol symbol={symbol} {...props} />,
]);

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

function IconGallery() {
  return (
    <div className="space-y-6">
      <IconSection id="icons-heading" title="Icons" icons={ICONS} />
      <IconSection id="symbols-heading" title="MenuSymbol" icons={SYMBOL_ICONS} />
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
    await expect(iconList.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length);
    for (const name of ICON_NAMES) {
      const label = within(iconList).getByText(name);
      await expect(label).toBeVisible();
      await expectDrawnIcon(label.closest('li'), 'path');
    }
    const symbolList = canvas.getByRole('list', { name: 'MenuSymbol' });
    await expect(symbolList.querySelectorAll('li')).toHaveLength(SYMBOLS.length);
    await expect(symbolList.querySelectorAll('svg')).toHaveLength(SYMBOLS.length);
    for (const symbol of SYMBOLS) {
      const label = within(symbolList).getByText(symbol);
      await expect(label).toBeVisible();
      // A known symbol draws its own path; an unknown one falls back to a dot.
      await expectDrawnIcon(label.closest('li'), symbol === 'unknown' ? 'circle' : 'path');
    }
  },
};
