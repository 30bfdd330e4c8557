import { Pagination } from '@trellis/ui/antd/display';

export type ListPaginationProps = { page: number; pageSize: number; total: number; onChange(page: number): void };

/**
 * The pager under a list: one fixed page size per list, so no
 * size changer; hidden while everything fits on one page; compact on a phone.
 */
export function ListPagination({ page, pageSize, total, onChange }: ListPaginationProps) {
  return (
    <Pagination
      align="center"
      style={{ marginTop: 16 }}
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      responsive
      onChange={onChange}
    />
  );
}
