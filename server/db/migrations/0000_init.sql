CREATE TABLE "farmers" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"farm_name" text NOT NULL,
	"story" jsonb NOT NULL,
	"photo" text NOT NULL,
	"town" text NOT NULL,
	"country" text NOT NULL,
	"practices" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"location_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"produce_id" text NOT NULL,
	"percent_off" integer NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produces" (
	"id" text PRIMARY KEY NOT NULL,
	"farmer_id" text NOT NULL,
	"store_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"measure_amount" numeric,
	"measure_per" text,
	"price" integer NOT NULL,
	"stock" integer,
	"season_months" integer[] DEFAULT '{}'::int[] NOT NULL,
	"min_qty" numeric DEFAULT 1 NOT NULL,
	"step_qty" numeric DEFAULT 1 NOT NULL,
	"photo" text NOT NULL,
	"description" jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"currency_exponent" integer DEFAULT 2 NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farmers" ADD CONSTRAINT "farmers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_produce_id_produces_id_fk" FOREIGN KEY ("produce_id") REFERENCES "public"."produces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produces" ADD CONSTRAINT "produces_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produces" ADD CONSTRAINT "produces_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmers_store_idx" ON "farmers" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "locations_store_idx" ON "locations" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "offers_produce_idx" ON "offers" USING btree ("produce_id");--> statement-breakpoint
CREATE INDEX "produces_store_idx" ON "produces" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "produces_farmer_idx" ON "produces" USING btree ("farmer_id");--> statement-breakpoint
CREATE INDEX "produces_category_idx" ON "produces" USING btree ("store_id","category");