import { render, screen } from '@testing-library/react';
import { DataTable, type PageSize } from '@/components/ui/data-table/data-table';
import { demoColumns, demoRows } from '@/test/fixtures/data-table';

/** The kit's table over `count` demo members, captioned "Members"; returns the grid. */
export function membersGrid(count: number, initialPageSize: PageSize = 10) {
  render(
    <DataTable
      data={demoRows(count)}
      columns={demoColumns}
      getRowId={(r) => String(r.id)}
      caption="Members"
      initialPageSize={initialPageSize}
    />,
  );
  return screen.getByRole('grid', { name: 'Members' });
}
