ALTER TABLE "farmer_applications" ADD COLUMN "service" text DEFAULT 'farm' NOT NULL;--> statement-breakpoint
ALTER TABLE "farmer_applications" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "service" text DEFAULT 'farm' NOT NULL;--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "produces" ADD COLUMN "service" text DEFAULT 'farm' NOT NULL;--> statement-breakpoint
ALTER TABLE "produces" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "farmers_service_idx" ON "farmers" USING btree ("store_id","service");--> statement-breakpoint
CREATE INDEX "produces_service_idx" ON "produces" USING btree ("store_id","service");