CREATE TABLE "slot_bookings" (
	"location_id" text NOT NULL,
	"day" date NOT NULL,
	"window_id" text NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "slot_bookings_location_id_day_window_id_pk" PRIMARY KEY("location_id","day","window_id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "windows" jsonb DEFAULT '[{"id":"day","start":"08:00","end":"18:00","capacity":1000}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cutoff_minute" integer DEFAULT 1080 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_window" jsonb;--> statement-breakpoint
-- The six markets' windows for databases seeded before this migration (the seed sets them on a new one: server/seed/stores.ts).
UPDATE "locations" SET "windows" = CASE "kind"
    WHEN 'zone' THEN '[{"id":"morning","start":"08:00","end":"12:00","capacity":12},{"id":"afternoon","start":"14:00","end":"18:00","capacity":12}]'::jsonb
    ELSE '[{"id":"morning","start":"09:00","end":"13:00","capacity":30},{"id":"afternoon","start":"15:00","end":"18:30","capacity":30}]'::jsonb
  END
WHERE "store_id" IN ('jnb', 'nbo', 'los', 'acc', 'kgl', 'cmn');
