CREATE TABLE "feed_stats" (
	"week" date PRIMARY KEY NOT NULL,
	"cards_shown" bigint DEFAULT 0 NOT NULL,
	"pages_served" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_skills_lower_idx";--> statement-breakpoint
DROP INDEX "users_hackathon_count_idx";--> statement-breakpoint
DROP INDEX "users_grad_year_idx";--> statement-breakpoint
DROP INDEX "users_created_at_id_idx";--> statement-breakpoint
DROP INDEX "users_feed_order_idx";--> statement-breakpoint
-- role_mask is computed from skills_lower: it goes first.
ALTER TABLE "users" DROP COLUMN "role_mask";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "skills_lower";