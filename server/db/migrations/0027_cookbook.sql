CREATE TABLE "digital_library" (
	"user_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_library_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"farm_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_unit" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"sync_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"store_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"photo" text NOT NULL,
	"steps" jsonb NOT NULL,
	"ingredients" jsonb NOT NULL,
	"ingredient_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"sync_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digital_library" ADD CONSTRAINT "digital_library_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_library" ADD CONSTRAINT "digital_library_listing_id_produces_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."produces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_library" ADD CONSTRAINT "digital_library_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_creator_id_farmers_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."farmers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredients_sync_idx" ON "ingredients" USING btree ("sync_xid","id");--> statement-breakpoint
CREATE INDEX "recipes_store_idx" ON "recipes" USING btree ("store_id","sync_xid","id");--> statement-breakpoint
CREATE INDEX "recipes_creator_idx" ON "recipes" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "recipes_ingredient_ids_idx" ON "recipes" USING gin ("ingredient_ids");--> statement-breakpoint
-- Recipes and ingredients are catalog rows (decision 047): every write advances the catalog
-- version (0003) and stamps the row with its transaction for delta sync (0007).
CREATE CONSTRAINT TRIGGER ingredients_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON ingredients DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER recipes_catalog_changed AFTER INSERT OR UPDATE OR DELETE ON recipes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER ingredients_sync_xid BEFORE UPDATE ON ingredients FOR EACH ROW EXECUTE FUNCTION catalog_sync_xid();
--> statement-breakpoint
CREATE TRIGGER recipes_sync_xid BEFORE UPDATE ON recipes FOR EACH ROW EXECUTE FUNCTION catalog_sync_xid();
--> statement-breakpoint
-- A recipe shows its creator's names and goes with its creator: a change to them is a change to the recipe.
CREATE FUNCTION catalog_touch_recipes_of_creator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes SET updated_at = now() WHERE creator_id = NEW.id AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER farmers_touch_recipes AFTER UPDATE OF name, farm_name, deleted_at ON farmers FOR EACH ROW EXECUTE FUNCTION catalog_touch_recipes_of_creator();
--> statement-breakpoint
-- A recipe shows its ingredients' names: renaming one is a change to the recipes using it.
CREATE FUNCTION catalog_touch_recipes_of_ingredient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipes SET updated_at = now() WHERE ingredient_ids @> ARRAY[NEW.id] AND sync_xid <> pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ingredients_touch_recipes AFTER UPDATE OF name, deleted_at ON ingredients FOR EACH ROW EXECUTE FUNCTION catalog_touch_recipes_of_ingredient();
