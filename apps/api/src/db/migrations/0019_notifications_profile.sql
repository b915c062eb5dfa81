CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_category_pk" PRIMARY KEY("user_id","category"),
	CONSTRAINT "notification_preferences_category_check" CHECK ("notification_preferences"."category" in ('DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH')),
	CONSTRAINT "notification_preferences_always_on_check" CHECK (not ("notification_preferences"."disabled" and "notification_preferences"."category" in ('DEFAULT', 'TRANSFER')))
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('SENT', 'READ'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_check" CHECK ("notifications"."category" in ('DEFAULT', 'TRANSFER', 'PROMOS', 'AUTH'));