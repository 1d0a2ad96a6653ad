CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"provider" text NOT NULL,
	"transaction_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"credited" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_ref_idx" ON "payment_refunds" USING btree ("provider","transaction_ref");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_try_at") WHERE status IN ('requested', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_order_once_idx" ON "credit_entries" USING btree ("order_id","reason") WHERE reason IN ('spent', 'credit_returned');