import { endpoint, endpointGroup } from './endpoint.ts';

export const chatEndpoints = endpointGroup('chat', {
  rooms: endpoint({
    method: 'GET',
    path: '/room/',
    summary: "The signed-in user's chat rooms, most recently active first, with each room's unread count",
    schemas: (c) => ({ answer: c.ChatRoomList }),
  }),
  openRoom: endpoint({
    method: 'POST',
    path: '/room/',
    summary: 'The one-to-one room with another member, reused when it exists; needs one_to_one_chat',
    status: 201,
    schemas: (c) => ({ body: c.CreateRoomBody, answer: c.ChatRoom }),
  }),
  messages: endpoint({
    method: 'GET',
    path: '/chats/:id/',
    summary: 'Messages of a room the user is in, newest first: page 1 is the latest, later pages older history',
    schemas: (c) => ({ params: c.DbIdParam, query: c.ChatMessagesQuery, answer: c.ChatMessageList }),
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/chats/:id/read/',
    summary: 'Mark the room read up to a message; both people of the room get a chat_read event when the mark moves',
    schemas: (c) => ({ params: c.DbIdParam, body: c.MarkChatReadBody, answer: c.ChatRead }),
  }),
  search: endpoint({
    method: 'GET',
    path: '/search/',
    summary:
      'Search of at least 2 characters. type=user: people, for starting a chat or inviting (full names, then last names, then slugs ' +
      'starting with the search; the count stops 100 past the page). type=all_group or institution: groups whose name holds the search, ' +
      'those starting with it first, 100 a page',
    schemas: (c) => ({ query: c.PeopleAndGroupsQuery, answer: c.PeopleAndGroupsResults }),
  }),
});
