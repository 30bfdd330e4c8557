import { DeleteOutlined, EditOutlined, PlusOutlined } from '@trellis/ui/icons';
import { App, Button, Flex, Typography } from '@trellis/ui/antd';
import { Popconfirm } from '@trellis/ui/antd/frame';
import { ItemList, ItemRow } from '@trellis/ui';
import { useState } from 'react';
import { call, formErrorMessage } from '@trellis/platform/api-client';
import { profileEndpoints } from '@trellis/contracts/endpoints';
import { type CareerEntry } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { CareerEntryForm, LABELS, type CareerType } from './CareerEntryForm.tsx';

type Props = { type: CareerType; entries: CareerEntry[]; onChanged(): void };

/** The member's work or education entries with add, edit and delete. */
export function CareerEntriesEditor({ type, entries, onChanged }: Props) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<CareerEntry | 'new' | null>(null);
  const { noun } = LABELS[type];

  async function remove(entry: CareerEntry) {
    try {
      await call(profileEndpoints.removeCareerEntry, { params: { id: entry.id } });
      onChanged();
    } catch (error) {
      message.error(formErrorMessage(error, MESSAGES.common.couldNotCompleteRequest));
    }
  }

  return (
    <Flex vertical gap={8}>
      <ItemList
        items={entries}
        itemKey={(entry) => entry.id}
        emptyText={MESSAGES.profile.noOwnItems(noun)}
        renderItem={(entry) => (
          <ItemRow
            title={entry.title}
            description={<Typography.Text type="secondary">{entry.group}</Typography.Text>}
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${entry.title}`}
                onClick={() => setEditing(entry)}
              />,
              <Popconfirm key="delete" title={`Delete ${entry.title}?`} okText="Delete" onConfirm={() => void remove(entry)}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${entry.title}`} />
              </Popconfirm>,
            ]}
          />
        )}
      />
      <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        {`Add ${noun}`}
      </Button>
      {editing ? (
        <CareerEntryForm
          type={type}
          entry={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) onChanged();
          }}
        />
      ) : null}
    </Flex>
  );
}
