ALTER TABLE "events" ADD COLUMN "formation_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "required_roles" jsonb DEFAULT '{}'::jsonb NOT NULL;