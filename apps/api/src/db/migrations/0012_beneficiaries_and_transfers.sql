CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"creator_user_id" uuid NOT NULL,
	"beneficiary_type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nick_name" text,
	"rib" text,
	"iban" text,
	"swift_code" text,
	"bank_name" text,
	"bank_address" text,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "beneficiaries_type_check" CHECK ("beneficiaries"."beneficiary_type" in ('LOCAL', 'WITHINBANK', 'INTERNATIONAL')),
	CONSTRAINT "beneficiaries_shape_check" CHECK (("beneficiaries"."beneficiary_type" in ('LOCAL', 'WITHINBANK') and "beneficiaries"."rib" is not null and "beneficiaries"."iban" is null)
        or ("beneficiaries"."beneficiary_type" = 'INTERNATIONAL' and "beneficiaries"."rib" is null and "beneficiaries"."iban" is not null
          and "beneficiaries"."swift_code" is not null and "beneficiaries"."bank_name" is not null)),
	CONSTRAINT "beneficiaries_rib_check" CHECK ("beneficiaries"."rib" is null or "beneficiaries"."rib" ~ '^[0-9]{20}$'),
	CONSTRAINT "beneficiaries_within_bank_check" CHECK ("beneficiaries"."beneficiary_type" <> 'WITHINBANK' or "beneficiaries"."rib" like '32%')
);
--> statement-breakpoint
CREATE TABLE "international_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"bic" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"town" text NOT NULL,
	"country" text NOT NULL,
	"is_correspondent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "international_banks_bic_check" CHECK ("international_banks"."bic" ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid,
	"category" text NOT NULL,
	"key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"order_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"due_date" date NOT NULL,
	"transfer_id" uuid,
	"status" text NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standing_order_runs_order_id_period_key_pk" PRIMARY KEY("order_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_by" uuid,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid,
	"payee_name" text NOT NULL,
	"payee_rib" text NOT NULL,
	"beneficiary_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"frequency" text NOT NULL,
	"first_execution_date" date NOT NULL,
	"last_execution_date" date,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "standing_orders_amount_positive" CHECK ("standing_orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "clearing_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_date" date NOT NULL,
	"currency" text NOT NULL,
	"transfer_count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"raw_status" text,
	"reason" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"initiated_by" uuid,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid,
	"payee_name" text NOT NULL,
	"payee_rib" text,
	"payee_iban" text,
	"payee_bic" text,
	"payee_country" text,
	"beneficiary_id" uuid,
	"standing_order_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"debit_amount_minor" bigint NOT NULL,
	"debit_currency" text NOT NULL,
	"applied_rate" text,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"dinar_minor" bigint NOT NULL,
	"reason" text,
	"requested_date" date,
	"execution_date" date NOT NULL,
	"execution_reason" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"clearing_at" timestamp with time zone,
	"status" text NOT NULL,
	"raw_status" text,
	"status_reason" text,
	"journal_reference" text,
	"reversal_reference" text,
	"clearing_batch_id" uuid,
	"idempotency_key" text,
	"channel" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "transfers_amounts_positive" CHECK ("transfers"."amount_minor" > 0 and "transfers"."debit_amount_minor" > 0),
	CONSTRAINT "transfers_fee_not_negative" CHECK ("transfers"."fee_minor" >= 0),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('PENDING', 'PROGRESS', 'COMPLETED', 'REJECTED', 'FAILED', 'BLOCKED'))
);
--> statement-breakpoint
ALTER TABLE "bank_customers" ADD COLUMN "contract_services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_order_id_standing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."standing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_runs" ADD CONSTRAINT "standing_order_runs_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_status_history" ADD CONSTRAINT "transfer_status_history_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_clearing_batch_id_clearing_batches_id_fk" FOREIGN KEY ("clearing_batch_id") REFERENCES "public"."clearing_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_customer_id_idx" ON "beneficiaries" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_customer_rib_key" ON "beneficiaries" USING btree ("customer_id","rib") WHERE "beneficiaries"."deleted_at" is null and "beneficiaries"."rib" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_customer_iban_key" ON "beneficiaries" USING btree ("customer_id","iban") WHERE "beneficiaries"."deleted_at" is null and "beneficiaries"."iban" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "international_banks_bic_key" ON "international_banks" USING btree ("bic");--> statement-breakpoint
CREATE INDEX "notifications_customer_created_idx" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "standing_orders_customer_idx" ON "standing_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "standing_orders_active_idx" ON "standing_orders" USING btree ("first_execution_date") WHERE "standing_orders"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "transfer_status_history_transfer_idx" ON "transfer_status_history" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_transaction_number_key" ON "transfers" USING btree ("transaction_number");--> statement-breakpoint
CREATE INDEX "transfers_customer_created_idx" ON "transfers" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_debit_account_idx" ON "transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_pending_release_idx" ON "transfers" USING btree ("release_at") WHERE "transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "transfers_progress_clearing_idx" ON "transfers" USING btree ("clearing_at") WHERE "transfers"."status" = 'PROGRESS';