import { api } from '@trellis/platform/api-client';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { PATHS, type ChatMessageList, type ChatRead, type ChatRoom, type ChatRoomList, type PersonSearchResults } from '@trellis/contracts';

export const fetchRooms = async () => (await api.get<ChatRoomList>(PATHS.rooms)).data;

/** Reuses the one-to-one room with this person, or creates it. */
export const openRoomWith = (userId: number) => api.post<ChatRoom>(PATHS.rooms, { type: 'ONE_TO_ONE', user_ids: [userId] });

export const fetchMessages = (roomId: number, page: number) =>
  api.get<ChatMessageList>(PATHS.chatMessages(roomId), { searchParams: { page, page_size: PAGE_SIZES.chatMessages } });

export const searchPeople = async (search: string) =>
  (await api.get<PersonSearchResults>(PATHS.search, { searchParams: { type: 'user', search } })).data;

/** Marks the room read up to this message; the answer (and the chat_read event) carries what is still unread. */
export const markRoomRead = (roomId: number, upTo: number) => api.post<ChatRead>(PATHS.chatRead(roomId), { up_to: upTo });
