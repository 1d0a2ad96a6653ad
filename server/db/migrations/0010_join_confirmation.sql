DROP INDEX "farmer_applications_email_idx";--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Applications received before confirmation codes existed were accepted as they came: they count.
UPDATE "farmer_applications" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "farmer_applications_unconfirmed_idx" ON "farmer_applications" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "farmer_applications_email_idx" ON "farmer_applications" USING btree ("email") WHERE "farmer_applications"."confirmed_at" IS NOT NULL;