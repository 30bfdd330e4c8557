CREATE TABLE "socket_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socket_tickets" ADD CONSTRAINT "socket_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socket_tickets" ADD CONSTRAINT "socket_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socket_tickets_expires_idx" ON "socket_tickets" USING btree ("expires_at");