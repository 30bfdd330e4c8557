import { SearchOutlined } from '@trellis/ui/icons/essential';
import { Input } from '@trellis/ui/antd/fields';

export type SearchInputProps = { label: string; value: string; onChange(value: string): void };

/** The search box's input: antd's, from the fields module, which a page loads only once it shows a search. */
export function SearchInput({ label, value, onChange }: SearchInputProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      prefix={<SearchOutlined aria-hidden />}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
