CREATE TABLE "card_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"hold_id" uuid,
	"operation_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"merchant" text NOT NULL,
	"reference" text NOT NULL,
	"authorised_at" timestamp with time zone NOT NULL,
	"operation_date" date NOT NULL,
	"status" text DEFAULT 'VALIDE' NOT NULL,
	"settled_reference" text,
	"settled_on" date,
	"cancellation_reference" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "card_operations_amount_positive" CHECK ("card_operations"."amount_minor" > 0),
	CONSTRAINT "card_operations_type_check" CHECK ("card_operations"."operation_type" in ('PURCHASE', 'WITHDRAWAL', 'TOP_UP')),
	CONSTRAINT "card_operations_status_shape_check" CHECK (("card_operations"."status" = 'VALIDE' and "card_operations"."cancellation_reference" is null)
        or ("card_operations"."status" = 'ANNULE' and "card_operations"."cancellation_reference" is not null and "card_operations"."settled_reference" is null)),
	CONSTRAINT "card_operations_settled_shape_check" CHECK (("card_operations"."settled_reference" is null) = ("card_operations"."settled_on" is null))
);
--> statement-breakpoint
CREATE TABLE "card_products" (
	"product_code" text PRIMARY KEY NOT NULL,
	"wording" text NOT NULL,
	"abrv_wording" text NOT NULL,
	"plastic_type" text NOT NULL,
	"limit_index" integer NOT NULL,
	"product_limit_minor" bigint NOT NULL,
	"family" text NOT NULL,
	"kind" text NOT NULL,
	"segments" text[] NOT NULL,
	"currency" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_products_kind_check" CHECK ("card_products"."kind" in ('DEBIT', 'PREPAID')),
	CONSTRAINT "card_products_family_check" CHECK ("card_products"."family" in ('CLASSIC', 'GOLD', 'PLATINUM', 'BUSINESS', 'YOUTH', 'SAVINGS', 'PREPAID')),
	CONSTRAINT "card_products_limit_positive" CHECK ("card_products"."product_limit_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_request_transitions" (
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	CONSTRAINT "card_request_transitions_request_id_status_pk" PRIMARY KEY("request_id","status"),
	CONSTRAINT "card_request_transitions_status_check" CHECK ("card_request_transitions"."status" in ('TASK', 'TERMINATE', 'REJECT'))
);
--> statement-breakpoint
CREATE TABLE "card_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_by" uuid,
	"account_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"limit_minor" bigint NOT NULL,
	"periodicity" text NOT NULL,
	"agency_code" text NOT NULL,
	"agency_name" text NOT NULL,
	"status" text DEFAULT 'TASK' NOT NULL,
	"reject_reason" text,
	"card_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_requests_status_check" CHECK ("card_requests"."status" in ('TASK', 'TERMINATE', 'REJECT')),
	CONSTRAINT "card_requests_outcome_shape_check" CHECK (("card_requests"."status" = 'TASK' and "card_requests"."card_id" is null and "card_requests"."reject_reason" is null)
        or ("card_requests"."status" = 'TERMINATE' and "card_requests"."card_id" is not null)
        or ("card_requests"."status" = 'REJECT' and "card_requests"."reject_reason" is not null and "card_requests"."card_id" is null)),
	CONSTRAINT "card_requests_limit_check" CHECK ("card_requests"."limit_minor" >= 0),
	CONSTRAINT "card_requests_periodicity_check" CHECK ("card_requests"."periodicity" in ('DAILY', 'WEEKLY', 'MONTHLY'))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"holder_name" text NOT NULL,
	"masked_number" text NOT NULL,
	"last4" text NOT NULL,
	"pan_hash" text NOT NULL,
	"expiry_month" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"block_reason" text,
	"blocked_at" timestamp with time zone,
	"periodicity" text NOT NULL,
	"limit_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cards_status_check" CHECK ("cards"."status" in ('ACTIVE', 'BLOCKED')),
	CONSTRAINT "cards_block_shape_check" CHECK (("cards"."status" = 'ACTIVE' and "cards"."block_reason" is null and "cards"."blocked_at" is null)
        or ("cards"."status" = 'BLOCKED' and "cards"."block_reason" in ('LOST', 'STOLEN', 'TEMPORARY') and "cards"."blocked_at" is not null)),
	CONSTRAINT "cards_periodicity_check" CHECK ("cards"."periodicity" in ('DAILY', 'WEEKLY', 'MONTHLY')),
	CONSTRAINT "cards_limit_check" CHECK ("cards"."limit_minor" >= 0),
	CONSTRAINT "cards_expiry_check" CHECK ("cards"."expiry_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "cards_last4_check" CHECK ("cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "card_operations" ADD CONSTRAINT "card_operations_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_operations" ADD CONSTRAINT "card_operations_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_request_transitions" ADD CONSTRAINT "card_request_transitions_request_id_card_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."card_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_product_code_card_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."card_products"("product_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_requests" ADD CONSTRAINT "card_requests_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_product_code_card_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."card_products"("product_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_operations_reference_key" ON "card_operations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "card_operations_hold_key" ON "card_operations" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "card_operations_card_date_idx" ON "card_operations" USING btree ("card_id","operation_date","authorised_at");--> statement-breakpoint
CREATE INDEX "card_operations_open_idx" ON "card_operations" USING btree ("authorised_at") WHERE "card_operations"."status" = 'VALIDE' and "card_operations"."settled_reference" is null and "card_operations"."hold_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_requests_reference_key" ON "card_requests" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "card_requests_customer_idx" ON "card_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "card_requests_due_idx" ON "card_requests" USING btree ("due_at") WHERE "card_requests"."status" = 'TASK';--> statement-breakpoint
CREATE UNIQUE INDEX "cards_pan_hash_key" ON "cards" USING btree ("pan_hash");--> statement-breakpoint
CREATE INDEX "cards_customer_idx" ON "cards" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cards_account_idx" ON "cards" USING btree ("account_id");