CREATE TABLE "auth_secret" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_secret_one_row" CHECK ("auth_secret"."id" = 1)
);
