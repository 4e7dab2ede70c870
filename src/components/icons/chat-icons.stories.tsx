import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import { expect, within } from 'storybook/test';
import * as icons from './chat-icons';

const ICONS = Object.entries(icons) as [string, ComponentType<SVGProps<SVGSVGElement>>][];

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
    <ul aria-label="Chat icons" className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
      {ICONS.map(([name, Icon]) => (
        <li
          key={name}
          className="flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-800"
        >
          <Icon className="size-6" />
          <span>{name}</span>
        </li>
      ))}
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
    for (const name of ICON_NAMES) {
      const item = within(list).getByText(name).closest('li');
      const svg = item?.querySelector('svg');
      if (!svg) throw new Error(`${name} draws nothing`);
      const path = svg.querySelector<SVGGraphicsElement>('path');
      // Real geometry at a real size, hidden from assistive technology.
      await expect(path?.getBBox().width).toBeGreaterThan(0);
      await expect(path?.getBBox().height).toBeGreaterThan(0);
      await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
