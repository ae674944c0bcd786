-- users.project_count follows the projects table whatever code writes to it. Statement-level
-- triggers with transition tables: one UPDATE of users per statement, so a bulk insert of
-- thousands of projects (demo seeding) costs one extra statement, not one per row.
CREATE FUNCTION "projects_count_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "project_count" = u."project_count" + n.c
  FROM (SELECT "user_id", count(*)::int AS c FROM new_projects GROUP BY "user_id") n
  WHERE u."id" = n."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "projects_count_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "project_count" = greatest(u."project_count" - o.c, 0)
  FROM (SELECT "user_id", count(*)::int AS c FROM old_projects GROUP BY "user_id") o
  WHERE u."id" = o."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "projects_count_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" u SET "project_count" = greatest(u."project_count" + d.c, 0)
  FROM (
    SELECT "user_id", sum(c)::int AS c FROM (
      SELECT "user_id", 1 AS c FROM new_projects
      UNION ALL
      SELECT "user_id", -1 AS c FROM old_projects
    ) moves GROUP BY "user_id"
  ) d
  WHERE u."id" = d."user_id" AND d.c <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "projects_count_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION "projects_count_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "projects_count_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS old_projects FOR EACH STATEMENT EXECUTE FUNCTION "projects_count_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "projects_count_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_projects NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION "projects_count_after_update"();
--> statement-breakpoint
UPDATE "users" u SET "project_count" = (SELECT count(*)::int FROM "projects" p WHERE p."user_id" = u."id");
