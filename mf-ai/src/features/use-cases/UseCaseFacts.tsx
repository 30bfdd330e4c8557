import { Card, Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import type { UseCaseDetail } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { optionLabel } from './UseCaseCard.tsx';

/** One group of the side panel, left out when the use case names nothing for it. */
function FactGroup({ title, values }: { title: string; values: string[] }) {
  if (!values.length) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <Flex wrap gap={4}>
        {values.map((value) => (
          <Tag key={value} style={{ marginInlineEnd: 0 }}>
            {value}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}

/** The side panel: what kind of use case it is and for whom. */
export function UseCaseFacts({ useCase }: { useCase: UseCaseDetail }) {
  const names = (items: { name: string }[]) => items.map((item) => item.name);
  const option = (value: string) => (value ? [optionLabel(value)] : []);
  return (
    // The side column is narrow beside the right panel: the title wraps rather than ending in an ellipsis.
    <Card title="About this use case" styles={{ header: { paddingBlock: 12 }, title: { whiteSpace: 'normal' } }}>
      <Flex vertical gap={16}>
        <FactGroup title="Category" values={useCase.categories} />
        <FactGroup title={MESSAGES.useCases.businessValue} values={option(useCase.business_value)} />
        <FactGroup title="Functional Area" values={names(useCase.job_functions)} />
        <FactGroup title={MESSAGES.useCases.complexity} values={option(useCase.complexity)} />
        <FactGroup title="Innovation Category" values={option(useCase.innovation_category)} />
        <FactGroup title="Career Stages" values={names(useCase.career_stages)} />
        <FactGroup title="Professional Fields" values={names(useCase.professional_fields)} />
      </Flex>
    </Card>
  );
}
