import { Tag } from '@trellis/ui/antd/frame';
import type { TableColumnsType } from '@trellis/ui/antd/display';
import { DONATION_STATUS_LABELS, formatDonationAmount, formatDonationDate, type DonationStatus } from '@trellis/contracts';

type DonationRow = { created_at: string; amount: number; status: DonationStatus };
type Column<T> = TableColumnsType<T>[number];

const STATUS_COLOURS: Record<DonationStatus, string> = { complete: 'green', open: 'gold', canceled: 'default' };

/**
 * The columns every table of donations shows, the donor's and the organization's alike: when, how much, and whether
 * it went through. Each table puts its own column (to whom, or from whom) among them.
 */
export function donationColumns<T extends DonationRow>(): { date: Column<T>; amount: Column<T>; status: Column<T> } {
  return {
    date: {
      key: 'date',
      title: 'Date',
      render: (_, donation) => <time dateTime={donation.created_at}>{formatDonationDate(donation.created_at)}</time>,
    },
    amount: { key: 'amount', title: 'Amount', align: 'right', render: (_, donation) => formatDonationAmount(donation.amount) },
    status: {
      key: 'status',
      title: 'Status',
      render: (_, donation) => <Tag color={STATUS_COLOURS[donation.status]}>{DONATION_STATUS_LABELS[donation.status]}</Tag>,
    },
  };
}
