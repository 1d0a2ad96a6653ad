CREATE TABLE "chef_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"experience_id" text NOT NULL,
	"chef_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"start" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"guests" integer NOT NULL,
	"address" text NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"price_per_guest" integer NOT NULL,
	"total" integer NOT NULL,
	"deposit" integer NOT NULL,
	"currency" text NOT NULL,
	"currency_exponent" integer NOT NULL,
	"deposit_order_id" text,
	"rest_order_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"idempotency_key" text NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_experience_id_produces_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."produces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_chef_id_farmers_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_deposit_order_id_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_bookings" ADD CONSTRAINT "chef_bookings_rest_order_id_orders_id_fk" FOREIGN KEY ("rest_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chef_bookings_number_idx" ON "chef_bookings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "chef_bookings_user_key_idx" ON "chef_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chef_bookings_slot_idx" ON "chef_bookings" USING btree ("chef_id","day","start") WHERE status IN ('requested', 'accepted', 'completed');--> statement-breakpoint
CREATE INDEX "chef_bookings_user_idx" ON "chef_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chef_bookings_chef_idx" ON "chef_bookings" USING btree ("chef_id","day");--> statement-breakpoint
CREATE INDEX "chef_bookings_due_idx" ON "chef_bookings" USING btree ("answer_by") WHERE status = 'requested';