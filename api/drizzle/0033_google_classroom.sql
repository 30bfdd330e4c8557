CREATE TABLE "google_classroom_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"material_id" text NOT NULL,
	"resource_id" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "google_classroom_id" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "classroom_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "google_classroom_materials" ADD CONSTRAINT "google_classroom_materials_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_classroom_materials" ADD CONSTRAINT "google_classroom_materials_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_classroom_materials_group_material_key" ON "google_classroom_materials" USING btree ("group_id","material_id");