ALTER TABLE "farmer_applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "provider_id" text;