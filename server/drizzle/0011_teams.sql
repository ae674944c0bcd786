CREATE TABLE "event_attendances" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"looking" boolean DEFAULT false NOT NULL,
	"bring" text[] DEFAULT '{}'::text[] NOT NULL,
	"seek" text[] DEFAULT '{}'::text[] NOT NULL,
	"commitment" text,
	"time_zone" text,
	"pitch" text DEFAULT '' NOT NULL,
	"looking_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendances_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_attendances_post_check" CHECK (not "event_attendances"."looking" or ("event_attendances"."commitment" is not null and "event_attendances"."time_zone" is not null and "event_attendances"."looking_since" is not null)),
	CONSTRAINT "event_attendances_commitment_check" CHECK ("event_attendances"."commitment" is null or "event_attendances"."commitment" in ('casual', 'serious', 'to-win')),
	CONSTRAINT "event_attendances_roles_check" CHECK ("event_attendances"."bring" <@ array['frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops']::text[] and "event_attendances"."seek" <@ array['frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops']::text[])
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"city" text,
	"website" text NOT NULL,
	"min_team_size" smallint NOT NULL,
	"max_team_size" smallint NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_ends_after_start_check" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_mode_check" CHECK ("events"."mode" in ('online', 'in-person')),
	CONSTRAINT "events_city_check" CHECK (("events"."mode" = 'online' and "events"."city" is null) or ("events"."mode" = 'in-person' and "events"."city" is not null)),
	CONSTRAINT "events_team_size_check" CHECK ("events"."min_team_size" between 1 and "events"."max_team_size" and "events"."max_team_size" between 2 and 8)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" is null or "team_members"."role" in ('frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops'))
);
--> statement-breakpoint
CREATE TABLE "team_open_roles" (
	"team_id" uuid NOT NULL,
	"role" text NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "team_open_roles_team_id_role_pk" PRIMARY KEY("team_id","role"),
	CONSTRAINT "team_open_roles_role_check" CHECK ("team_open_roles"."role" in ('frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops')),
	CONSTRAINT "team_open_roles_count_check" CHECK ("team_open_roles"."count" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"team_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_requests_kind_check" CHECK ("team_requests"."kind" in ('invite', 'join')),
	CONSTRAINT "team_requests_status_check" CHECK ("team_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired', 'cancelled')),
	CONSTRAINT "team_requests_role_check" CHECK ("team_requests"."role" is null or "team_requests"."role" in ('frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops')),
	CONSTRAINT "team_requests_expiry_check" CHECK ("team_requests"."expires_at" > "team_requests"."created_at")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"idea" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_id_event_key" UNIQUE("id","event_id")
);
--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendances" ADD CONSTRAINT "event_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_open_roles" ADD CONSTRAINT "team_open_roles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_requests" ADD CONSTRAINT "team_requests_team_fk" FOREIGN KEY ("team_id","event_id") REFERENCES "public"."teams"("id","event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendances_user_idx" ON "event_attendances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_attendances_looking_idx" ON "event_attendances" USING btree ("event_id","looking_since" DESC NULLS FIRST,"user_id") WHERE "event_attendances"."looking";--> statement-breakpoint
CREATE UNIQUE INDEX "events_name_start_key" ON "events" USING btree (lower(btrim("name")),"starts_at");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_team_per_event_key" ON "team_members" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_requests_pending_once_key" ON "team_requests" USING btree ("team_id","user_id") WHERE "team_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_requests_user_pending_idx" ON "team_requests" USING btree ("user_id","event_id") WHERE "team_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "teams_event_idx" ON "teams" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "teams_owner_idx" ON "teams" USING btree ("owner_id");--> statement-breakpoint
-- A team never has more members than its event allows, whatever code adds them and however many
-- add at once: each insert locks its team row (concurrent joins of one team wait in line) and
-- shares the event row (its size limit cannot drop meanwhile), then counts. The service maps
-- SQLSTATE HM001 to 409 TEAM_FULL.
CREATE FUNCTION "team_members_within_max_size"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  max_size int;
  members int;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."team_id" = OLD."team_id" THEN
    RETURN NEW;
  END IF;
  SELECT e."max_team_size" INTO max_size
    FROM "teams" t JOIN "events" e ON e."id" = t."event_id"
    WHERE t."id" = NEW."team_id"
    FOR NO KEY UPDATE OF t FOR SHARE OF e;
  IF max_size IS NULL THEN
    RETURN NEW; -- no such team: the foreign key refuses the row
  END IF;
  SELECT count(*) INTO members FROM "team_members" WHERE "team_id" = NEW."team_id";
  IF members >= max_size THEN
    RAISE EXCEPTION 'team % is full (% of % members)', NEW."team_id", members, max_size USING ERRCODE = 'HM001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_members_max_size" BEFORE INSERT OR UPDATE OF "team_id" ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "team_members_within_max_size"();
--> statement-breakpoint
-- The other half of the same rule: an event's size limit cannot drop below a team it already has.
-- The update holds the event row, so member inserts (which share it) finish first and are counted,
-- or start after and see the new limit. SQLSTATE HM002 is answered 409 by the service.
CREATE FUNCTION "events_max_size_fits_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  largest int;
BEGIN
  IF NEW."max_team_size" >= OLD."max_team_size" THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(max(c), 0) INTO largest FROM (
    SELECT count(*) AS c FROM "team_members" WHERE "event_id" = NEW."id" GROUP BY "team_id"
  ) sizes;
  IF largest > NEW."max_team_size" THEN
    RAISE EXCEPTION 'event % has a team of % members, more than %', NEW."id", largest, NEW."max_team_size" USING ERRCODE = 'HM002';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_max_size_fits_teams" BEFORE UPDATE OF "max_team_size" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_max_size_fits_teams"();
