CREATE TYPE "public"."simulator_factor_type" AS ENUM('INTERVAL', 'UNIQUE');--> statement-breakpoint
CREATE TYPE "public"."simulator_kind" AS ENUM('LOAN', 'SAVINGS');--> statement-breakpoint
CREATE TYPE "public"."simulator_unit" AS ENUM('CCY', 'MONTH', 'YEARS', 'PERCENT');--> statement-breakpoint
CREATE TABLE "simulator_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "simulator_kind" NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "simulator_factor_type" NOT NULL,
	"unit" "simulator_unit" NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"factor_order" integer NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb,
	"start_value" text,
	"end_value" text,
	"interpolation_step" text,
	"default_value" text,
	"value" text,
	CONSTRAINT "simulator_factors_shape_check" CHECK (("simulator_factors"."type" = 'INTERVAL' and "simulator_factors"."start_value" is not null and "simulator_factors"."end_value" is not null and "simulator_factors"."interpolation_step" is not null) or ("simulator_factors"."type" = 'UNIQUE' and "simulator_factors"."value" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulator_formulas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_formulas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"value" text NOT NULL,
	"unit" "simulator_unit" NOT NULL,
	"order_formula" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "simulator_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "simulator_kind" NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"segment" text NOT NULL,
	"product_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulator_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "simulator_factors" ADD CONSTRAINT "simulator_factors_product_id_simulator_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."simulator_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_formulas" ADD CONSTRAINT "simulator_formulas_product_id_simulator_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."simulator_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulator_products" ADD CONSTRAINT "simulator_products_category_id_simulator_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."simulator_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_categories_kind_name_key" ON "simulator_categories" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_factors_product_name_key" ON "simulator_factors" USING btree ("product_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_formulas_product_name_key" ON "simulator_formulas" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "simulator_products_kind_order_idx" ON "simulator_products" USING btree ("kind","product_order");--> statement-breakpoint
CREATE INDEX "simulator_products_category_idx" ON "simulator_products" USING btree ("category_id");