ALTER TABLE "listing_photos" ALTER COLUMN "produce_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "farmer_id" text;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_farmer_id_farmers_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."farmers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_one_owner" CHECK (num_nonnulls("listing_photos"."produce_id", "listing_photos"."farmer_id") = 1);