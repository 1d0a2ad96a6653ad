CREATE TABLE "operator_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"destination" text NOT NULL,
	"reference" text,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"operator_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_refunds" ADD CONSTRAINT "operator_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_refunds_attempt_destination_idx" ON "operator_refunds" USING btree ("attempt_id","destination");