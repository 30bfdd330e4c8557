import { call } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { chatEndpoints } from '@trellis/contracts/endpoints';

export const fetchRooms = async () => (await call(chatEndpoints.rooms)).data;

/** Reuses the one-to-one room with this person, or creates it. */
export const openRoomWith = (userId: number) => call(chatEndpoints.openRoom, { body: { type: 'ONE_TO_ONE', user_ids: [userId] } });

export const fetchMessages = (roomId: number, page: number) =>
  call(chatEndpoints.messages, { params: { id: roomId }, query: { page, page_size: PAGE_SIZES.chatMessages } });

export const searchPeople = async (search: string) => (await call(chatEndpoints.search, { query: { type: 'user', search } })).data;

/** Marks the room read up to this message; the answer (and the chat_read event) carries what is still unread. */
export const markRoomRead = (roomId: number, upTo: number) =>
  call(chatEndpoints.markRead, { params: { id: roomId }, body: { up_to: upTo } });
