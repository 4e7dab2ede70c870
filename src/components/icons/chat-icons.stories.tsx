import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDrawnIcon, galleryGrid, IconCells, type GalleryIcon } from '@/test/stories/icon-gallery';
import * as icons from './chat-icons';

const ICONS = Object.entries(icons) as GalleryIcon[];

/** Every icon the chat uses; a new export must be drawn here too. */
const ICON_NAMES = [
  'ChatIcon',
  'RobotIcon',
  'EyeOffIcon',
  'ContactsIcon',
  'TemplateIcon',
  'HomeIcon',
  'ArrowLeftIcon',
  'ChevronLeftIcon',
  'ChevronRightIcon',
  'SearchIcon',
  'NotebookIcon',
  'ExternalIcon',
  'BellIcon',
  'BellOffIcon',
  'PinIcon',
];

function ChatIconGallery() {
  return (
    <ul aria-label="Chat icons" className={galleryGrid}>
      <IconCells icons={ICONS} />
    </ul>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/ChatIcons',
  component: ChatIconGallery,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ChatIconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chat icons' });
    await expect(ICONS.map(([name]) => name).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) await expectDrawnIcon(within(list).getByText(name).closest('li'), 'path');
  },
};
