CREATE SEQUENCE "public"."contact_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contact_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"description" jsonb NOT NULL,
	"category_type" text DEFAULT 'CONTACT' NOT NULL,
	"category_order" integer NOT NULL,
	CONSTRAINT "contact_categories_categoryName_unique" UNIQUE("category_name")
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"method" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text,
	"subject_id" integer NOT NULL,
	"requirement_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"message" text,
	"attachment_id" uuid,
	"product_id" integer,
	"financing_type" text,
	"amount_millimes" bigint,
	"net_salary_millimes" bigint,
	"gross_salary_millimes" bigint,
	"duration" integer,
	"duration_unit" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "contact_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_name" text NOT NULL,
	"description" jsonb NOT NULL,
	"sub_category_order" integer NOT NULL,
	CONSTRAINT "contact_sub_categories_name_key" UNIQUE("category_id","sub_category_name")
);
--> statement-breakpoint
CREATE TABLE "customer_contact_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"home_branch_code" text,
	"email_invalid" boolean DEFAULT false NOT NULL,
	"phone_invalid" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_name" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"description" jsonb NOT NULL,
	"status_form" text DEFAULT 'ACTIVE' NOT NULL,
	"data" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dynamic_forms_formName_unique" UNIQUE("form_name")
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_attachments" (
	"service_request_id" integer NOT NULL,
	"attachment_id" uuid NOT NULL,
	"field_key" text NOT NULL,
	CONSTRAINT "service_request_attachments_service_request_id_attachment_id_pk" PRIMARY KEY("service_request_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"form_id" integer NOT NULL,
	"form_name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"response" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "contact_methods" ADD CONSTRAINT "contact_methods_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_subject_id_contact_categories_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."contact_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_requirement_id_contact_sub_categories_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."contact_sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_attachment_id_request_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."request_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_sub_categories" ADD CONSTRAINT "contact_sub_categories_category_id_contact_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contact_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contact_points" ADD CONSTRAINT "customer_contact_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_attachments" ADD CONSTRAINT "service_request_attachments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_attachments" ADD CONSTRAINT "service_request_attachments_attachment_id_request_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."request_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_form_id_dynamic_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."dynamic_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_user_idx" ON "contact_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_requests_user_kind_idx" ON "service_requests" USING btree ("user_id","kind","created_at");