import { Flex } from '@trellis/ui/antd';
import { Segmented, Input, Select } from '@trellis/ui/antd/fields';
import { LIMITS } from '@trellis/contracts/constants';
import type { MemberRole, OptionItem } from '@trellis/contracts';
import { SearchBox } from '@trellis/ui';
import { AGENT_ANSWERS, REVIEW_DEFAULT_ANSWER, type MemberFilters } from './membersQuery.ts';

/**
 * Search (from two characters, once typing pauses for the member search delay) and the filters of the member list:
 * country, professional field, e-mail verification, role, an agent's answer, and Review Members.
 */
export function MemberFilterBar({
  filters,
  roles,
  professionalFields,
  reviewing,
  onChange,
}: {
  filters: MemberFilters;
  roles: readonly MemberRole[];
  professionalFields: readonly OptionItem[];
  /** Whether a review agent is on for the organization, which Review Members needs. */
  reviewing: boolean;
  onChange(next: MemberFilters): void;
}) {
  const set = (change: Partial<MemberFilters>) => onChange({ ...filters, ...change });
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center">
        <SearchBox label="Search members" delayMs={LIMITS.peopleSearchDebounceMs} onSearch={(search) => set({ search })} />
        {reviewing || filters.reviewed ? (
          <Segmented
            aria-label="Agent review mode"
            value={filters.reviewed ? 'review' : 'all'}
            onChange={(value) =>
              // Review Members starts from the agent's Authentic verdict, as the product's agent status filter does.
              set(value === 'review' ? { reviewed: true, agentAnswer: filters.agentAnswer ?? REVIEW_DEFAULT_ANSWER } : { reviewed: false })
            }
            options={[
              { value: 'all', label: 'All members' },
              { value: 'review', label: 'Review Members' },
            ]}
          />
        ) : null}
      </Flex>
      <Flex wrap gap={8}>
        <Input
          aria-label="Country"
          placeholder="Country"
          allowClear
          maxLength={100}
          style={{ flex: '1 1 140px', maxWidth: 200 }}
          defaultValue={filters.country}
          onPressEnter={(event) => set({ country: event.currentTarget.value })}
          onBlur={(event) => set({ country: event.currentTarget.value })}
          onClear={() => set({ country: '' })}
        />
        <Select
          aria-label="Professional fields"
          placeholder="Professional fields"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ flex: '1 1 200px', maxWidth: 320 }}
          value={filters.professionalFields}
          onChange={(professionalFields) => set({ professionalFields })}
          options={professionalFields.map((field) => ({ value: field.id, label: field.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select
          aria-label="E-mail verification"
          placeholder="Verified or not"
          allowClear
          style={{ flex: '1 1 140px', maxWidth: 180 }}
          value={filters.verified}
          onChange={(verified) => set({ verified })}
          options={[
            { value: 'true', label: 'Verified' },
            { value: 'false', label: 'Not verified' },
          ]}
        />
        <Select
          aria-label="Role"
          placeholder="Role"
          allowClear
          style={{ flex: '1 1 120px', maxWidth: 160 }}
          value={filters.role}
          onChange={(role) => set({ role })}
          options={roles.map((role) => ({ value: role, label: role }))}
        />
        <Select
          aria-label="Agent review"
          placeholder="Agent review"
          allowClear
          style={{ flex: '1 1 180px', maxWidth: 240 }}
          value={filters.agentAnswer}
          onChange={(agentAnswer) => set({ agentAnswer })}
          options={AGENT_ANSWERS.map((answer) => ({ value: answer.key, label: answer.label }))}
        />
      </Flex>
    </Flex>
  );
}
