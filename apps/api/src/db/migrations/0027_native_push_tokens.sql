CREATE TABLE "native_push_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "native_push_tokens_platform_check" CHECK ("native_push_tokens"."platform" in ('FCM', 'APNS'))
);
--> statement-breakpoint
ALTER TABLE "native_push_tokens" ADD CONSTRAINT "native_push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "native_push_tokens_token_key" ON "native_push_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "native_push_tokens_user_device_idx" ON "native_push_tokens" USING btree ("user_id","device_id");