ALTER TABLE "passkeys" ADD COLUMN "kind" text DEFAULT 'passkey' NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_kind_check" CHECK ("passkeys"."kind" in ('passkey', 'device-key'));--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_device_key_device_check" CHECK ("passkeys"."kind" = 'passkey' or "passkeys"."device_id" is not null);