ALTER TABLE "chat_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_id" ON "chat_messages" USING btree ("sender_id","client_id");