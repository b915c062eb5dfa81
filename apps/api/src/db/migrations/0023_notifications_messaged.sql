ALTER TABLE "notifications" ADD COLUMN "messaged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_unmessaged_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."messaged_at" is null;--> statement-breakpoint
-- Notifications written before copies existed are not sent now.
UPDATE "notifications" SET "messaged_at" = "created_at";
