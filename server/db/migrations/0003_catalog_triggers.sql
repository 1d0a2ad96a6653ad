-- Catalog change tracking, in the database so that every writer (API, seed loader, admin tools,
-- another server process) is seen, not only the code paths that remember to say so.
--
-- 1. catalog_version_seq advances once per transaction that writes a catalog table. The trigger is
--    a deferred constraint trigger, so nextval runs at commit: a reader that sees the new number
--    sees (within microseconds) the new rows. pg_notify tells listeners in the same database
--    (the embedded PGlite delivers it before the writer's query returns).
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('malewa.catalog_changed', true) IS DISTINCT FROM '1' THEN
    PERFORM set_config('malewa.catalog_changed', '1', true);
    PERFORM nextval('catalog_version_seq');
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stores_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON stores DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER locations_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON locations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER farmers_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON farmers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER produces_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON produces DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER offers_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON offers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
-- 2. Rows that embed another table's data are touched (updated_at = now()) when that data
--    changes, so delta sync carries the change: a produce shows its farmer's names and practices
--    and its best offer; a farmer shows how many produces it sells.
CREATE FUNCTION catalog_touch_produces_of_offer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE produces SET updated_at = now() WHERE id = OLD.produce_id AND updated_at < now();
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE produces SET updated_at = now() WHERE id = NEW.produce_id AND updated_at < now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offers_touch_produces AFTER INSERT OR UPDATE OR DELETE ON offers FOR EACH ROW EXECUTE FUNCTION catalog_touch_produces_of_offer();
--> statement-breakpoint
CREATE FUNCTION catalog_touch_produces_of_farmer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE produces SET updated_at = now() WHERE farmer_id = NEW.id AND updated_at < now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farmers_touch_produces AFTER UPDATE OF name, farm_name, practices, deleted_at ON farmers FOR EACH ROW EXECUTE FUNCTION catalog_touch_produces_of_farmer();
--> statement-breakpoint
CREATE FUNCTION catalog_touch_farmers_of_new_produces() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (SELECT DISTINCT farmer_id FROM new_rows) AND updated_at < now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER produces_insert_touch_farmers AFTER INSERT ON produces REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch_farmers_of_new_produces();
--> statement-breakpoint
CREATE FUNCTION catalog_touch_farmers_of_old_produces() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (SELECT DISTINCT farmer_id FROM old_rows) AND updated_at < now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER produces_delete_touch_farmers AFTER DELETE ON produces REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_touch_farmers_of_old_produces();
--> statement-breakpoint
CREATE FUNCTION catalog_touch_farmers_of_produce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE farmers SET updated_at = now() WHERE id IN (OLD.farmer_id, NEW.farmer_id) AND updated_at < now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER produces_update_touch_farmers AFTER UPDATE OF deleted_at, farmer_id ON produces FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.farmer_id IS DISTINCT FROM NEW.farmer_id)
  EXECUTE FUNCTION catalog_touch_farmers_of_produce();
