ALTER TABLE "cart_lines" ADD COLUMN "line_key" text;--> statement-breakpoint
UPDATE "cart_lines" SET "line_key" = "produce_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "line_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "line_key" text;--> statement-breakpoint
UPDATE "order_lines" SET "line_key" = "produce_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fulfilment" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "settled_total" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_vertical_produce_id_pk";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_id_produce_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_vertical_line_key_pk" PRIMARY KEY("user_id","vertical","line_key");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_line_key_pk" PRIMARY KEY("order_id","line_key");
