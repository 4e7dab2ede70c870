import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectDrawnIcon, galleryGrid, IconCells, type GalleryIcon } from '@/test/stories/icon-gallery';
import * as kitIcons from './kit-icons';
import * as lineIcons from './line-icons';
import * as messageIcons from './message-icons';
import * as pictures from './pictures';

// The shell's and the chat's outline icons have their own sheets (Shell/Icons, UI/ChatIcons).
const ICONS = Object.entries({ ...lineIcons, ...kitIcons, ...messageIcons, ...pictures }).filter(
  ([name]) => name !== 'ErrorPicture',
) as GalleryIcon[];

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
const ERROR_PICTURES = ([403, 404, 500] as const).map((status): GalleryIcon => [
  String(status),
  (props) => <pictures.ErrorPicture status={status} {...props} />,
]);

function IconGallery() {
  return (
    <div className="space-y-6">
      <ul aria-label="Icons" className={galleryGrid}>
        <IconCells icons={ICONS} />
      </ul>
      <ul aria-label="ErrorPicture" className={galleryGrid}>
        <IconCells icons={ERROR_PICTURES} iconClassName="h-16 w-auto" />
      </ul>
    </div>
  );
}

const meta = {
  title: 'UI/Icons',
  tags: ['autodocs'],
  parameters: { layout: 'padded', router: false },
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;
export default meta;

export const AllIcons: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(ICONS.map(([name]) => name).sort()).toEqual([...ICON_NAMES].sort());
    const list = canvas.getByRole('list', { name: 'Icons' });
    for (const name of ICON_NAMES) await expectDrawnIcon(within(list).getByText(name).closest('li'));
    const errors = canvas.getByRole('list', { name: 'ErrorPicture' });
    for (const [status] of ERROR_PICTURES) await expectDrawnIcon(within(errors).getByText(status).closest('li'));
  },
};
