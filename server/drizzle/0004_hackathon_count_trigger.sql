-- users.hackathon_count follows the hackathons table whatever code writes to it, as
-- users.project_count follows projects (0002): the feed's experience filter reads it.
CREATE FUNCTION "hackathons_count_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "hackathon_count" = u."hackathon_count" + n.c
  FROM (SELECT "user_id", count(*)::int AS c FROM new_hackathons GROUP BY "user_id") n
  WHERE u."id" = n."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "hackathons_count_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "hackathon_count" = greatest(u."hackathon_count" - o.c, 0)
  FROM (SELECT "user_id", count(*)::int AS c FROM old_hackathons GROUP BY "user_id") o
  WHERE u."id" = o."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hackathons_count_insert" AFTER INSERT ON "hackathons"
  REFERENCING NEW TABLE AS new_hackathons FOR EACH STATEMENT EXECUTE FUNCTION "hackathons_count_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "hackathons_count_delete" AFTER DELETE ON "hackathons"
  REFERENCING OLD TABLE AS old_hackathons FOR EACH STATEMENT EXECUTE FUNCTION "hackathons_count_after_delete"();
--> statement-breakpoint
UPDATE "users" u SET "hackathon_count" = (SELECT count(*)::int FROM "hackathons" h WHERE h."user_id" = u."id");
