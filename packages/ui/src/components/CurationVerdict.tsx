import { Flex, Tooltip, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import { QUALITY_LABELS, reviewEngineWords, type UseCaseCuration, type UseCaseQuality } from '@trellis/contracts';

const QUALITY_COLOURS: Record<UseCaseQuality, string> = { high: 'green', medium: 'blue', low: 'gold', reject: 'red' };

export type CurationVerdictProps = {
  review: UseCaseCuration | null;
  /** The rules as a list under the grade, instead of on hover or focus. */
  detailed?: boolean;
};

/**
 * The use case curation agent's grade, with the reasons behind it and who decided it, or a word that it has not run. The grade only
 * recommends: an administrator approves or rejects.
 */
export function CurationVerdict({ review, detailed = false }: CurationVerdictProps) {
  if (!review) return <Typography.Text type="secondary">Not reviewed</Typography.Text>;
  const tag = (
    <Tag tabIndex={detailed ? undefined : 0} color={QUALITY_COLOURS[review.quality]} style={{ marginInlineEnd: 0 }}>
      {QUALITY_LABELS[review.quality]}
    </Tag>
  );
  if (!detailed) return <Tooltip title={`${review.reasons.join(' ')} ${reviewEngineWords(review)}`}>{tag}</Tooltip>;
  return (
    <Flex vertical gap={8} align="flex-start" style={{ maxWidth: 320 }}>
      {tag}
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {review.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <Typography.Text type="secondary">{reviewEngineWords(review)}</Typography.Text>
      <Typography.Text type="secondary">The agent only recommends: an administrator approves or rejects.</Typography.Text>
    </Flex>
  );
}
