ALTER TABLE "stores" ADD COLUMN "max_order_total" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "unconfirmed_max_open_orders" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "unconfirmed_max_order_total" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
-- The six markets' limits for databases seeded before this migration (the seed sets them on a new one: server/seed/stores.ts).
UPDATE "stores" SET "max_order_total" = v.max_total, "unconfirmed_max_open_orders" = 2, "unconfirmed_max_order_total" = v.unconfirmed_total
FROM (VALUES ('jnb', 2000000, 200000), ('nbo', 15000000, 1500000), ('los', 150000000, 15000000), ('acc', 1500000, 150000), ('kgl', 1500000, 150000), ('cmn', 1000000, 100000))
  AS v(id, max_total, unconfirmed_total)
WHERE "stores"."id" = v.id;
