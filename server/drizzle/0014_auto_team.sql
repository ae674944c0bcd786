ALTER TABLE "event_attendances" ADD COLUMN "match_me" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "auto_team_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "auto_team_proposals_id_event_key" UNIQUE("id","event_id"),
	CONSTRAINT "auto_team_proposals_status_check" CHECK ("auto_team_proposals"."status" in ('pending', 'formed', 'declined', 'expired', 'failed')),
	CONSTRAINT "auto_team_proposals_expiry_check" CHECK ("auto_team_proposals"."expires_at" > "auto_team_proposals"."created_at"),
	CONSTRAINT "auto_team_proposals_closed_check" CHECK (("auto_team_proposals"."status" = 'pending') = ("auto_team_proposals"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "auto_team_members" (
	"proposal_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"answer" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "auto_team_members_proposal_id_user_id_pk" PRIMARY KEY("proposal_id","user_id"),
	CONSTRAINT "auto_team_members_role_check" CHECK ("auto_team_members"."role" is null or "auto_team_members"."role" in ('frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops')),
	CONSTRAINT "auto_team_members_answer_check" CHECK ("auto_team_members"."answer" in ('pending', 'yes', 'no')),
	CONSTRAINT "auto_team_members_answered_check" CHECK (("auto_team_members"."answer" = 'pending') = ("auto_team_members"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "auto_team_proposals" ADD CONSTRAINT "auto_team_proposals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_team_proposals" ADD CONSTRAINT "auto_team_proposals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_team_members" ADD CONSTRAINT "auto_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_team_members" ADD CONSTRAINT "auto_team_members_proposal_fk" FOREIGN KEY ("proposal_id","event_id") REFERENCES "public"."auto_team_proposals"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendances_match_me_idx" ON "event_attendances" USING btree ("event_id","user_id") WHERE "event_attendances"."match_me";--> statement-breakpoint
CREATE INDEX "auto_team_proposals_pending_idx" ON "auto_team_proposals" USING btree ("expires_at","event_id") WHERE "auto_team_proposals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "auto_team_members_one_live_key" ON "auto_team_members" USING btree ("event_id","user_id") WHERE "auto_team_members"."live";--> statement-breakpoint
CREATE INDEX "auto_team_members_user_idx" ON "auto_team_members" USING btree ("user_id","event_id");
