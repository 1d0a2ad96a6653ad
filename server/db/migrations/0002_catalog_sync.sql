CREATE SEQUENCE "public"."catalog_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "farmer_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"farm_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"town" text NOT NULL,
	"practices" text[] DEFAULT '{}'::text[] NOT NULL,
	"produce" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "farmers_store_idx";--> statement-breakpoint
DROP INDEX "produces_store_idx";--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD CONSTRAINT "farmer_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_applications_email_idx" ON "farmer_applications" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_applications_idempotency_idx" ON "farmer_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "farmer_applications_store_idx" ON "farmer_applications" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_updated_idx" ON "offers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "farmers_store_idx" ON "farmers" USING btree ("store_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "produces_store_idx" ON "produces" USING btree ("store_id","updated_at","id");