ALTER TABLE "connection_requests" DROP CONSTRAINT "connection_requests_status_check";--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_status_check" CHECK ("connection_requests"."status" in ('interested', 'ignore', 'accepted', 'rejected', 'expired'));--> statement-breakpoint
CREATE INDEX "connection_requests_interested_created_idx" ON "connection_requests" USING btree ("created_at") WHERE "connection_requests"."status" = 'interested';--> statement-breakpoint
CREATE INDEX "team_requests_pending_expiry_idx" ON "team_requests" USING btree ("expires_at") WHERE "team_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_requests_team_user_idx" ON "team_requests" USING btree ("team_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "team_requests_user_expired_idx" ON "team_requests" USING btree ("user_id") WHERE "team_requests"."status" = 'expired';
