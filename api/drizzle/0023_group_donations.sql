CREATE TABLE "group_donations" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_price_id" text NOT NULL,
	CONSTRAINT "group_donations_stripePriceId_unique" UNIQUE("stripe_price_id")
);
--> statement-breakpoint
ALTER TABLE "group_donations" ADD CONSTRAINT "group_donations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;