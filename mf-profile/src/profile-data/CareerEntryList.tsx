import { Flex, Typography } from '@trellis/ui/antd';
import { Tag } from '@trellis/ui/antd/frame';
import type { CareerEntry } from '@trellis/contracts';

const monthYear = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function formatMonth(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : monthYear.format(parsed);
}

function period(entry: CareerEntry): string | null {
  const start = formatMonth(entry.start_date);
  const end = entry.is_currently_working ? 'Present' : formatMonth(entry.end_date);
  if (start && end) return `${start} – ${end}`;
  return start ?? end ?? entry.batch;
}

/** Work experience or education entries, newest first as the server orders them; `empty` when there are none. */
export function CareerEntryList({ entries, empty }: { entries: CareerEntry[]; empty: string }) {
  if (entries.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
      {entries.map((entry) => {
        const when = period(entry);
        return (
          <li key={entry.id}>
            <Typography.Text strong>{entry.title}</Typography.Text>
            {entry.group ? <div>{entry.group}</div> : null}
            {when ? <Typography.Text type="secondary">{when}</Typography.Text> : null}
            {entry.description ? (
              <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ marginTop: 4, marginBottom: 0 }}>
                {entry.description}
              </Typography.Paragraph>
            ) : null}
            {entry.skills.length ? (
              <Flex wrap gap={8} style={{ marginTop: 4 }}>
                {entry.skills.map((skill) => (
                  <Tag key={skill.id} style={{ marginInlineEnd: 0 }}>
                    {skill.name}
                  </Tag>
                ))}
              </Flex>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
