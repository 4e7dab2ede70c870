import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import * as kitIcons from './kit-icons';
import * as lineIcons from './line-icons';
import * as messageIcons from './message-icons';
import type { IconProps } from './outline';
import * as pictures from './pictures';

// The shell's and the chat's outline icons have their own sheets (Shell/Icons, UI/ChatIcons).
const ICONS = Object.entries({ ...lineIcons, ...kitIcons, ...messageIcons, ...pictures }).filter(
  ([name]) => name !== 'ErrorPicture',
) as [string, ComponentType<IconProps>][];

/** Every icon of these files; a new export must be drawn here too. */
const ICON_NAMES = [
  'ChevronDownSmallIcon',
  'ChevronLeftSmallIcon',
  'ChevronRightSmallIcon',
  'ColumnsIcon',
  'CloseSmallIcon',
  'CalendarIcon',
  'CloseThinIcon',
  'ArrowDownSmallIcon',
  'AuditFlowIcon',
  'BankIcon',
  'NotebookSmallIcon',
  'TemplatesToolIcon',
  'SearchSmallIcon',
  'SortIcon',
  'EmptyRowsIcon',
  'SpinnerIcon',
  'InfoIcon',
  'DocumentIcon',
  'AlertFilledIcon',
  'SendIcon',
  'ClockIcon',
  'ImageUnavailableIcon',
  'AttachImageIcon',
  'PointsToolIcon',
  'ChevronUpIcon',
  'RotateIcon',
  'DownloadIcon',
  'DefaultAvatarPicture',
  'EnvelopePicture',
];
const STATUSES = [403, 404, 500] as const;

const cell = 'flex flex-col items-center gap-2 rounded-md border border-slate-200 bg-white p-3 text-xs text-slate-800';
const grid = 'grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2';

function IconGallery() {
  return (
    <div className="space-y-6">
      <ul aria-label="Icons" className={grid}>
        {ICONS.map(([name, Icon]) => (
          <li key={name} className={cell}>
            <Icon className="size-6 text-slate-700" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      <ul aria-label="ErrorPicture" className={grid}>
        {STATUSES.map((status) => (
          <li key={status} className={cell}>
            <pictures.ErrorPicture status={status} className="h-16 w-auto" />
            <span>{status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'UI/Icons',
  component: IconGallery,
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Real geometry at a real size, hidden from assistive technology. */
async function expectDrawn(item: HTMLElement | null | undefined, name: string) {
  const svg = item?.querySelector('svg');
  if (!svg) throw new Error(`${name} draws nothing`);
  const shape = svg.querySelector<SVGGraphicsElement>('path, circle, rect');
  await expect(shape?.getBBox().width).toBeGreaterThan(0);
  await expect(shape?.getBBox().height).toBeGreaterThan(0);
  await expect(svg.getBoundingClientRect().width).toBeGreaterThan(0);
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
}

export const AllIcons: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Icons' });
    await expect(ICONS.map(([name]) => name).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of ICON_NAMES) await expectDrawn(within(list).getByText(name).closest('li'), name);
    const errors = canvas.getByRole('list', { name: 'ErrorPicture' });
    for (const status of STATUSES) {
      await expectDrawn(within(errors).getByText(String(status)).closest('li'), `ErrorPicture ${status}`);
    }
  },
};
