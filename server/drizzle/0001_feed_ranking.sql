ALTER TABLE "users" ADD COLUMN "project_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_gaps" smallint GENERATED ALWAYS AS ((case when btrim(bio) in ('', 'Bio not available') then 1 else 0 end)
          + (case when profile_url = '' then 1 else 0 end)
          + (case when cardinality(skills) = 0 then 1 else 0 end)
          + (case when project_count = 0 and hackathon_count = 0 then 1 else 0 end)
          + (case when jsonb_path_exists(social_ids, '$.* ? (@ != "")') then 0 else 1 end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_feed_order_idx" ON "users" USING btree ("profile_gaps","id");