import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';
import { ExportProgressDialog, type ExportProgress, type ExportProgressDialogProps } from './export-progress-dialog';

const meta = {
  tags: ['autodocs'],
  title: 'UI/DataTable/ExcelExport',
  component: ExportProgressDialog,
  args: {
    open: true,
    progress: { status: 'running', written: 12_000, total: 50_000 },
    onCancel: fn(),
    onOpenChange: fn(),
  },
  parameters: { router: false, docs: overlayDocs },
} satisfies Meta<typeof ExportProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: t('kit:table.excel.title') });

/** 50,000 rows on their way to the worksheet: rows written of all, and Cancel. */
export const InProgress: Story = {
  play: async () => {
    const shown = within(await dialog());
    const bar = shown.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '12000');
    await expect(bar).toHaveAttribute('aria-valuemax', '50000');
    await expect(shown.getByText(t('kit:table.excel.progress', { written: 12_000, total: 50_000 }))).toBeVisible();
    await expect(shown.getByRole('button', { name: t('common:actions.cancel') })).toBeVisible();
  },
};

/** The export as its owner runs it: Cancel ends it, and the dialog says no file was saved. */
function CancellableExport(props: ExportProgressDialogProps) {
  const [progress, setProgress] = useState<ExportProgress>(props.progress);
  return (
    <ExportProgressDialog
      {...props}
      progress={progress}
      onCancel={() => {
        props.onCancel();
        setProgress({ status: 'cancelled' });
      }}
    />
  );
}

export const Cancelled: Story = {
  render: (args) => <CancellableExport {...args} />,
  play: async ({ args }) => {
    const shown = within(await dialog());
    await userEvent.click(shown.getByRole('button', { name: t('common:actions.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(shown.getByRole('status')).toHaveTextContent(t('kit:table.excel.cancelled'));
    await expect(shown.queryByRole('progressbar')).not.toBeInTheDocument();
    const closeButtons = shown.getAllByRole('button', { name: t('common:actions.close') });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
