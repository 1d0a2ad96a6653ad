ALTER TABLE "stores" ADD COLUMN "market_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "min_order_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "free_delivery_from" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "farmer_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "farm_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "drop_off_day" date;--> statement-breakpoint
-- The six markets' days and thresholds for databases seeded before this migration (the seed sets them on a new one: server/seed/stores.ts).
UPDATE "stores" SET "market_days" = v.days, "min_order_total" = v.min_total, "free_delivery_from" = v.free_from
FROM (VALUES ('jnb', '{2,4,6}'::integer[], 5000, 40000), ('nbo', '{1,3,5,6}'::integer[], 50000, 300000), ('los', '{2,5,6}'::integer[], 500000, 3000000),
             ('acc', '{3,6}'::integer[], 4000, 30000), ('kgl', '{2,4,6}'::integer[], 4000, 30000), ('cmn', '{1,4,6}'::integer[], 3000, 25000))
  AS v(id, days, min_total, free_from)
WHERE "stores"."id" = v.id;
