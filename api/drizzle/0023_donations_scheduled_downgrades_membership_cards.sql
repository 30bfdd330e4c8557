CREATE TABLE "group_donations" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_price_id" text NOT NULL,
	CONSTRAINT "group_donations_stripePriceId_unique" UNIQUE("stripe_price_id")
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"brand_colour" text NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_cards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "scheduled_price_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "schedule_id" text;--> statement-breakpoint
ALTER TABLE "group_donations" ADD CONSTRAINT "group_donations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_scheduled_price_id_subscription_prices_id_fk" FOREIGN KEY ("scheduled_price_id") REFERENCES "public"."subscription_prices"("id") ON DELETE set null ON UPDATE no action;