CREATE TABLE "organization_partners" (
	"group_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_partners_group_id_partner_id_pk" PRIMARY KEY("group_id","partner_id"),
	CONSTRAINT "organization_partners_ordered" CHECK ("organization_partners"."group_id" < "organization_partners"."partner_id")
);
--> statement-breakpoint
ALTER TABLE "organization_partners" ADD CONSTRAINT "organization_partners_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_partners" ADD CONSTRAINT "organization_partners_partner_id_groups_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_partners_partner_idx" ON "organization_partners" USING btree ("partner_id");