import { Tooltip, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { QUALITY_LABELS, type ReviewItem, type UseCaseQuality } from '@trellis/contracts';

const QUALITY_COLOURS: Record<UseCaseQuality, string> = { high: 'green', medium: 'blue', low: 'gold', reject: 'red' };

/**
 * The use case curation agent's grade, with the rules behind it on hover or focus, or a word that it has not run. The
 * grade only recommends: the administrator approves or rejects.
 */
export function CurationVerdict({ review }: { review: ReviewItem['agent_review'] }) {
  if (!review) return <Typography.Text type="secondary">Not reviewed</Typography.Text>;
  return (
    <Tooltip title={review.reasons.join(' ')}>
      <Tag tabIndex={0} color={QUALITY_COLOURS[review.quality]}>
        {QUALITY_LABELS[review.quality]}
      </Tag>
    </Tooltip>
  );
}
