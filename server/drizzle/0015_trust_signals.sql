ALTER TABLE "users" ADD COLUMN "reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reply_samples" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "team_up_again_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reply_minutes_check" CHECK ("users"."reply_minutes" is null or "users"."reply_minutes" >= 0);--> statement-breakpoint
CREATE TABLE "team_vouches" (
	"event_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_vouches_event_id_from_id_to_id_pk" PRIMARY KEY("event_id","from_id","to_id"),
	CONSTRAINT "team_vouches_not_self_check" CHECK ("team_vouches"."from_id" <> "team_vouches"."to_id")
);
--> statement-breakpoint
ALTER TABLE "team_vouches" ADD CONSTRAINT "team_vouches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_vouches" ADD CONSTRAINT "team_vouches_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_vouches" ADD CONSTRAINT "team_vouches_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_vouches_to_idx" ON "team_vouches" USING btree ("to_id");
