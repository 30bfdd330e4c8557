import { Flex } from '@trellis/ui/antd';
import { Checkbox, Input, Select } from '@trellis/ui/antd/fields';
import type { OptionItem } from '@trellis/contracts';
import { SearchBox } from '@trellis/ui';
import type { ConnectView } from './connectQuery.ts';

type Props = {
  view: ConnectView;
  professionalFields: readonly OptionItem[];
  /** The member belongs to an organization, so may keep a search to its hierarchy and its partners'. */
  canLimit: boolean;
  onChange(change: Partial<ConnectView>): void;
};

/** Search, country, professional fields, and for organization members the hierarchy-and-partners toggle. */
export function ConnectFilters({ view, professionalFields, canLimit, onChange }: Props) {
  return (
    <Flex wrap gap={8} align="center">
      <SearchBox label="Search people and groups" initialValue={view.q} onSearch={(q) => onChange({ q })} />
      <Input
        aria-label="Country"
        placeholder="Country"
        allowClear
        maxLength={100}
        style={{ flex: '1 1 140px', maxWidth: 200 }}
        defaultValue={view.country}
        onPressEnter={(event) => onChange({ country: event.currentTarget.value.trim() })}
        onBlur={(event) => onChange({ country: event.currentTarget.value.trim() })}
        onClear={() => onChange({ country: '' })}
      />
      <Select
        aria-label="Professional fields"
        placeholder="Professional fields"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={view.professionalFields}
        onChange={(professionalFields: number[]) => onChange({ professionalFields })}
        options={professionalFields.map((field) => ({ value: field.id, label: field.name }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {canLimit ? (
        <Checkbox checked={view.limitedSearch} onChange={(event) => onChange({ limitedSearch: event.target.checked })}>
          Only my organization&apos;s hierarchy and partners
        </Checkbox>
      ) : null}
    </Flex>
  );
}
