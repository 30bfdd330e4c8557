import { Select } from '@trellis/ui/antd/fields';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { MESSAGES } from '@trellis/contracts/messages';
import { aiEndpoints } from '@trellis/contracts/endpoints';
import { PagedList, usePagedList } from '@trellis/ui';
import { AiToolCard } from './AiToolCard.tsx';
import { aiToolListQuery, useToolCategories } from './aiToolCalls.ts';
import { SubmitAiToolButton } from './SubmitAiToolButton.tsx';

/** /ai-tools: approved AI tools, searchable and filtered by category, nine to a page through `?page`. */
export function AiToolListPage() {
  const list = usePagedList(aiEndpoints.aiTools, aiToolListQuery, { category: '' });
  const categories = useToolCategories();
  return (
    <PagedList
      list={list}
      title="AI Tools"
      headingId="ai-tools-heading"
      extra={<SubmitAiToolButton />}
      searchLabel="Search AI tools"
      filters={
        <Select
          aria-label="AI category"
          style={{ minWidth: 200 }}
          value={list.filters.category}
          onChange={(value: string) => list.setFilter('category', value)}
          options={[{ label: 'All categories', value: '' }, ...categories.map((name) => ({ label: name, value: name }))]}
        />
      }
      pageSize={PAGE_SIZES.aiTools}
      emptyText={MESSAGES.empty.aiTools}
      itemKey={(tool) => tool.id}
      renderItem={(tool) => <AiToolCard tool={tool} />}
    />
  );
}
