CREATE TABLE "listing_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"produce_id" text NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parts" (
	"order_id" text NOT NULL,
	"farmer_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_parts_order_id_farmer_id_pk" PRIMARY KEY("order_id","farmer_id"),
	CONSTRAINT "order_parts_reason_len" CHECK (char_length("order_parts"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "produces" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unavailable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_produce_id_produces_id_fk" FOREIGN KEY ("produce_id") REFERENCES "public"."produces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parts" ADD CONSTRAINT "order_parts_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_produce_idx" ON "listing_photos" USING btree ("produce_id");--> statement-breakpoint
CREATE INDEX "order_parts_farmer_idx" ON "order_parts" USING btree ("farmer_id");