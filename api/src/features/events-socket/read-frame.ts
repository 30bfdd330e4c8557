import { ClientSocketMessage, OutgoingChatMessage, type ChatRefusal } from '@trellis/contracts';
import { MESSAGES } from '@trellis/contracts/messages';

export type Frame = { message: ClientSocketMessage } | { refusal: ChatRefusal };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads one frame from a client. Chat is all a client sends besides pings, so a
 * frame that cannot be used is answered as a refused chat message: in the words
 * of the check it failed when a member can trip it (empty, too long), otherwise
 * as unreadable. The refusal names the message and room when the frame did.
 */
export function readFrame(raw: Buffer): Frame {
  const data = parseJson(raw.toString('utf8'));
  const parsed = ClientSocketMessage.safeParse(data, { error: () => MESSAGES.chat.unreadable });
  if (parsed.success) return { message: parsed.data };
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const clientId = OutgoingChatMessage.shape.client_id.safeParse(fields.client_id);
  const room = OutgoingChatMessage.shape.room.safeParse(fields.room);
  return {
    refusal: {
      type: 'chat_error',
      client_id: clientId.success ? clientId.data : null,
      room: room.success ? room.data : null,
      message: parsed.error.issues[0]?.message ?? MESSAGES.chat.unreadable,
    },
  };
}
