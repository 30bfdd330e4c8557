import { Tag } from '@trellis/ui/antd/frame';
import { Table, type TableColumnsType } from '@trellis/ui/antd/display';
import { DONATION_STATUS_LABELS, formatDonationAmount, formatDonationDate, type DonationStatus } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { EmptyState } from './EmptyState.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

export type DonationRow = { id: number; created_at: string; amount: number; status: DonationStatus };
type Column<T> = TableColumnsType<T>[number];

const STATUS_COLOURS: Record<DonationStatus, string> = { complete: 'green', open: 'gold', canceled: 'default', expired: 'default' };

export type DonationTableProps<T> = {
  /** The table's name, as its scroll region is announced. */
  label: string;
  /** The column that says to whom or from whom, between the date and the amount. */
  party: Column<T>;
  /** The page read, or undefined while the first read is under way. */
  list: { data: T[]; pagination: { count: number } } | undefined;
  loading: boolean;
  page: number;
  onPage(page: number): void;
  emptyText: string;
};

/**
 * A page of donations, the donor's and the organization's alike: when, to or from whom, how much, and whether it went
 * through; 10 a page.
 */
export function DonationTable<T extends DonationRow>({ label, party, list, loading, page, onPage, emptyText }: DonationTableProps<T>) {
  const columns: TableColumnsType<T> = [
    {
      key: 'date',
      title: 'Date',
      render: (_, donation) => <time dateTime={donation.created_at}>{formatDonationDate(donation.created_at)}</time>,
    },
    party,
    { key: 'amount', title: 'Amount', align: 'right', render: (_, donation) => formatDonationAmount(donation.amount) },
    {
      key: 'status',
      title: 'Status',
      render: (_, donation) => <Tag color={STATUS_COLOURS[donation.status]}>{DONATION_STATUS_LABELS[donation.status]}</Tag>,
    },
  ];
  return (
    <ScrollRegion label={label}>
      <Table<T>
        rowKey="id"
        size="middle"
        style={{ minWidth: 480 }}
        columns={columns}
        dataSource={list?.data ?? []}
        loading={loading}
        locale={{ emptyText: <EmptyState description={emptyText} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZES.donations,
          total: list?.pagination.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: onPage,
        }}
      />
    </ScrollRegion>
  );
}
