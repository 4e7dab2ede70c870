import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/test/translate';
import { ExcelExport } from './excel-export';

// The rows' reading is fetched with the press; here the fetch fails, as it does offline.
vi.mock('./sheet-data', () => {
  throw new Error('offline');
});

describe('Export to Excel', () => {
  it('says the export failed when its code cannot be fetched', async () => {
    const user = userEvent.setup();
    render(<ExcelExport fileName="accounts" rows={() => []} columns={[]} disabled={false} />);
    await user.click(screen.getByRole('button', { name: t('kit:table.exportExcel') }));
    const dialog = await screen.findByRole('dialog', { name: t('kit:table.excel.title') });
    expect(dialog).toHaveTextContent(t('kit:table.excel.failed'));
  });
});
