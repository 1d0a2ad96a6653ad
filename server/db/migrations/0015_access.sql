CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_kind" text NOT NULL,
	"provider_id" text,
	"store_id" text,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operator_grants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"store_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invited_by" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_members" (
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_members_provider_id_user_id_pk" PRIMARY KEY("provider_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"store_id" text NOT NULL,
	"kind_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_msisdn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invitations" ADD CONSTRAINT "provider_invitations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invitations" ADD CONSTRAINT "provider_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_members" ADD CONSTRAINT "provider_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_provider_idx" ON "audit_log" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_store_idx" ON "audit_log" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_invitations_token_idx" ON "provider_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "provider_invitations_provider_idx" ON "provider_invitations" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_members_user_idx" ON "provider_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_kind_idx" ON "providers" USING btree ("service","kind_id");--> statement-breakpoint
CREATE INDEX "providers_store_idx" ON "providers" USING btree ("store_id","status");--> statement-breakpoint
-- Every farm of a database seeded before this migration gets its provider (active, no members: an operator invites the owners); the seed writes them on a new one (server/seed/load-seed.ts).
INSERT INTO "providers" ("id", "service", "store_id", "kind_id", "status")
SELECT 'farm-' || "id", 'farm', "store_id", "id", 'active' FROM "farmers" WHERE "deleted_at" IS NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The `admin` string of users.roles becomes a grant for every market, and goes (decision 034).
INSERT INTO "operator_grants" ("user_id", "role", "store_ids")
SELECT "id", 'admin', '{}'::text[] FROM "users" WHERE 'admin' = ANY ("roles")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "roles" = array_remove("roles", 'admin'), "updated_at" = now() WHERE 'admin' = ANY ("roles");
