CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tokens_valid_from";--> statement-breakpoint
-- Devices signed in before sessions existed keep their session: each live refresh-token family becomes one.
INSERT INTO "sessions" ("id", "user_id", "created_at")
SELECT "family_id", min("user_id"), min("created_at") FROM "refresh_tokens"
WHERE "revoked_at" IS NULL AND "expires_at" > now()
GROUP BY "family_id";
