CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"description" jsonb NOT NULL,
	"category_type" text NOT NULL,
	"category_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_segments" (
	"product_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	CONSTRAINT "product_segments_product_id_segment_id_pk" PRIMARY KEY("product_id","segment_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"image" text NOT NULL,
	"product_order" integer DEFAULT 0 NOT NULL,
	"news_date" timestamp with time zone NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"for_mobile" boolean DEFAULT true NOT NULL,
	"for_web" boolean DEFAULT true NOT NULL,
	"for_watch" boolean DEFAULT false NOT NULL,
	"for_social_media" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"sub_category_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"master_segment" text DEFAULT 'DEFAULT_MASTER_SEGMENT' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_category_name" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sub_category_order" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"introduction" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"order" integer NOT NULL,
	"topic" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"description" jsonb NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_texts_theme_unique" UNIQUE("theme")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"news_date" timestamp with time zone NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"content_order" integer DEFAULT 0 NOT NULL,
	"sub_category_id" integer,
	"home_page" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"mobile" boolean DEFAULT true NOT NULL,
	"web" boolean DEFAULT true NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"social_media" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"offline" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"image" text NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"offer_order" integer DEFAULT 0 NOT NULL,
	"sub_category_id" integer,
	"mobile_tablet" boolean DEFAULT true NOT NULL,
	"web" boolean DEFAULT true NOT NULL,
	"watch" boolean DEFAULT false NOT NULL,
	"social_media" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"buy_rate" text NOT NULL,
	"sell_rate" text NOT NULL,
	"rate_name" text DEFAULT 'BILLETS' NOT NULL,
	"unit" integer DEFAULT 1 NOT NULL,
	"currency_name" jsonb NOT NULL,
	"display_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"status" text DEFAULT 'IN_SERVICE' NOT NULL,
	"zip_code" text NOT NULL,
	"street_name" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"governorate" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_always_open" boolean DEFAULT true NOT NULL,
	"has_cash" boolean DEFAULT true NOT NULL,
	"services" jsonb NOT NULL,
	"branch_id" integer,
	CONSTRAINT "atms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bank_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "bank_services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "branch_services" (
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "branch_services_branch_id_service_id_pk" PRIMARY KEY("branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"bic" text NOT NULL,
	"status" text DEFAULT 'OPENED' NOT NULL,
	"main_branch" boolean DEFAULT false NOT NULL,
	"branch_type" text DEFAULT 'AGENCY' NOT NULL,
	"western_union" boolean DEFAULT false NOT NULL,
	"zip_code" text NOT NULL,
	"street_name" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"governorate" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"schedule_list" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	CONSTRAINT "branches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "product_segments" ADD CONSTRAINT "product_segments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_segments" ADD CONSTRAINT "product_segments_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atms" ADD CONSTRAINT "atms_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_services" ADD CONSTRAINT "branch_services_service_id_bank_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."bank_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_segments_segment_idx" ON "product_segments" USING btree ("segment_id","product_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id","product_order");--> statement-breakpoint
CREATE INDEX "sub_categories_category_idx" ON "sub_categories" USING btree ("category_id","sub_category_order");--> statement-breakpoint
CREATE INDEX "bank_holidays_period_idx" ON "bank_holidays" USING btree ("date_to","date_from");--> statement-breakpoint
CREATE INDEX "faq_items_order_idx" ON "faq_items" USING btree ("status","order");--> statement-breakpoint
CREATE INDEX "news_items_visible_idx" ON "news_items" USING btree ("published","publish_date","end_date");--> statement-breakpoint
CREATE INDEX "offers_period_idx" ON "offers" USING btree ("date_from","date_to");--> statement-breakpoint
CREATE INDEX "atms_city_idx" ON "atms" USING btree ("city");--> statement-breakpoint
CREATE INDEX "branches_city_idx" ON "branches" USING btree ("city");