CREATE SEQUENCE "public"."onboarding_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "onboarding_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"identification_kind" text NOT NULL,
	"identification_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"agency_id" integer NOT NULL,
	"phone" text,
	"email" text,
	"contact_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "onboarding_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "onboarding_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"side" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_agency_id_branches_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_application_id_onboarding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."onboarding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_history" ADD CONSTRAINT "onboarding_history_application_id_onboarding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."onboarding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_applications_token_hash_key" ON "onboarding_applications" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_documents_side_key" ON "onboarding_documents" USING btree ("application_id","side");--> statement-breakpoint
CREATE INDEX "onboarding_history_application_idx" ON "onboarding_history" USING btree ("application_id","id");