ALTER TABLE "conversations" ADD COLUMN "user_a_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_b_read_at" timestamp with time zone;