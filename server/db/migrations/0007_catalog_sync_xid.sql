DROP INDEX "offers_updated_idx";--> statement-breakpoint
DROP INDEX "farmers_store_idx";--> statement-breakpoint
DROP INDEX "produces_store_idx";--> statement-breakpoint
ALTER TABLE "farmers" ADD COLUMN "sync_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "sync_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "produces" ADD COLUMN "sync_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_sync_idx" ON "offers" USING btree ("sync_xid","id");--> statement-breakpoint
CREATE INDEX "farmers_store_idx" ON "farmers" USING btree ("store_id","sync_xid","id");--> statement-breakpoint
CREATE INDEX "produces_store_idx" ON "produces" USING btree ("store_id","sync_xid","id");--> statement-breakpoint
-- Delta sync follows the transactions that wrote the rows, not the clock (decision 010).
-- `updated_at = now()` is when a transaction *began*: one that began before a device's sync and
-- committed after it left its rows behind the device's cursor for good. Every write now stamps the
-- row with its transaction's id; a sync reads only rows below the oldest transaction still in flight
-- (server/catalog/delta.ts), so a row is never behind a cursor before it is visible.
CREATE FUNCTION catalog_sync_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sync_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farmers_sync_xid BEFORE UPDATE ON farmers FOR EACH ROW EXECUTE FUNCTION catalog_sync_xid();
--> statement-breakpoint
CREATE TRIGGER produces_sync_xid BEFORE UPDATE ON produces FOR EACH ROW EXECUTE FUNCTION catalog_sync_xid();
--> statement-breakpoint
CREATE TRIGGER offers_sync_xid BEFORE UPDATE ON offers FOR EACH ROW EXECUTE FUNCTION catalog_sync_xid();
--> statement-breakpoint
-- The touches (a produce embeds its farmer and best offer, a farmer its produce count) skip the rows
-- this transaction already wrote, not the rows written "after now()": a transaction that began
-- earlier saw a later one's newer updated_at and left the row untouched, its own change unsent.
CREATE OR REPLACE FUNCTION catalog_touch_produces_of_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE produces SET updated_at = now() WHERE id = OLD.produce_id AND sync_xid <> pg_current_xact_id()::text::bigint;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE produces SET updated_at = now() WHERE id = NEW.produce_id AND sync_xid <> pg_current_xact_id()::text::bigint;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_touch_produces_of_farmer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE produces SET updated_at = now() WHERE farmer_id = NEW.id AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_touch_farmers_of_new_produces() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (SELECT DISTINCT farmer_id FROM new_rows) AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_touch_farmers_of_old_produces() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (SELECT DISTINCT farmer_id FROM old_rows) AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_touch_farmers_of_produce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (OLD.farmer_id, NEW.farmer_id) AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
