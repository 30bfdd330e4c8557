ALTER TABLE "chat_room_members" ADD COLUMN "last_read_message_id" integer;--> statement-breakpoint
-- Conversations held before read state was kept count as read, rather than all unread at once.
UPDATE "chat_room_members" SET "last_read_message_id" = (SELECT max("id") FROM "chat_messages" WHERE "chat_messages"."room_id" = "chat_room_members"."room_id");
