import { App, Avatar, Button, Flex, Typography } from '@trellis/ui/antd';
import { Input } from '@trellis/ui/antd/fields';
import { ItemList, ItemRow } from '@trellis/ui';
import { useEffect, useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import type { PersonResult } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';
import { openRoomWith, searchPeople } from './chatCalls.ts';
import { chatActions } from './chatStore.ts';

/** Finds people from 2 characters, 500 ms after typing stops; picking one opens (or reuses) the room with them. */
export function PersonSearch() {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ query: string; people: PersonResult[] } | null>(null);
  const query = text.trim();
  const searchable = query.length >= LIMITS.searchMinChars;
  const results = searchable && found?.query === query ? found.people : null;

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const timer = setTimeout(() => {
      searchPeople(query).then(
        (people) => current && setFound({ query, people }),
        () => current && setFound({ query, people: [] }),
      );
    }, LIMITS.peopleSearchDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, searchable]);

  const pick = (person: PersonResult) =>
    openRoomWith(person.id).then(chatActions.enterRoom, () => void message.error(MESSAGES.chat.couldNotCreateRoom));

  return (
    <Flex vertical gap={8} style={{ minHeight: 0, flex: 1 }}>
      <Flex gap={8}>
        <Button onClick={chatActions.showRooms}>Back</Button>
        <Input.Search
          autoFocus
          allowClear
          placeholder="Search people"
          aria-label="Search people"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Flex>
      {results !== null && (
        <ItemList
          style={{ overflow: 'auto' }}
          label="People"
          items={results}
          itemKey={(person) => person.id}
          emptyText="No people found"
          renderItem={(person) => (
            <ItemRow
              onClick={() => void pick(person)}
              label={`Message ${person.name}`}
              avatar={<Avatar src={person.image ?? undefined}>{person.name.charAt(0)}</Avatar>}
              title={person.name}
              description={
                <Typography.Text type="secondary" ellipsis>
                  {person.headline}
                </Typography.Text>
              }
            />
          )}
        />
      )}
    </Flex>
  );
}
