CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"operation" text NOT NULL,
	"service_name" text NOT NULL,
	"process_name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"payload_hash" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"otp_hash" text,
	"otp_channel" text,
	"otp_destination" text,
	"otp_expires_at" timestamp with time zone,
	"otp_sent_at" timestamp with time zone,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"answer_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"factor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"device_type" text NOT NULL,
	"os" text NOT NULL,
	"os_version" text NOT NULL,
	"app_version" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"transactional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_connexion_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_question" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_answer_hash" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_failures" ADD CONSTRAINT "auth_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_key_hash_key" ON "challenges" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "challenges_user_id_idx" ON "challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenges_expires_at_idx" ON "challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_user_at_idx" ON "auth_failures" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_device_key" ON "user_devices" USING btree ("user_id","device_id");