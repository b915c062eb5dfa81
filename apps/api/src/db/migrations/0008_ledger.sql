CREATE TABLE "account_grants" (
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_grants_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"bank_purpose" text,
	"customer_id" uuid,
	"account_number" text NOT NULL,
	"rib" text NOT NULL,
	"currency" text NOT NULL,
	"account_type" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"sector" text,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"open_date" date NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"overdraft_limit_minor" bigint DEFAULT 0,
	"eligible_statement" boolean DEFAULT true NOT NULL,
	"eligible_rib" boolean DEFAULT true NOT NULL,
	"alert_min_minor" bigint,
	"alert_max_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_check" CHECK ("ledger_accounts"."owner" in ('CUSTOMER', 'BANK')),
	CONSTRAINT "ledger_accounts_owner_shape_check" CHECK (("ledger_accounts"."owner" = 'CUSTOMER' and "ledger_accounts"."customer_id" is not null and "ledger_accounts"."bank_purpose" is null)
        or ("ledger_accounts"."owner" = 'BANK' and "ledger_accounts"."customer_id" is null and "ledger_accounts"."bank_purpose" is not null)),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_rib_check" CHECK ("ledger_accounts"."rib" ~ '^[0-9]{20}$'),
	CONSTRAINT "ledger_accounts_overdraft_check" CHECK ("ledger_accounts"."overdraft_limit_minor" is null or "ledger_accounts"."overdraft_limit_minor" >= 0),
	CONSTRAINT "ledger_accounts_balance_within_overdraft" CHECK ("ledger_accounts"."overdraft_limit_minor" is null or "ledger_accounts"."balance_minor" >= -"ledger_accounts"."overdraft_limit_minor")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"operation_code" integer NOT NULL,
	"label" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"cheque_number" text,
	"counterparty" text,
	"balance_after_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "postings_amount_not_zero" CHECK ("postings"."amount_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "account_grants" ADD CONSTRAINT "account_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_grants" ADD CONSTRAINT "account_grants_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_grants" ADD CONSTRAINT "account_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reference_key" ON "journal_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_rib_key" ON "ledger_accounts" USING btree ("rib");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_account_number_key" ON "ledger_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_bank_purpose_currency_key" ON "ledger_accounts" USING btree ("bank_purpose","currency") WHERE "ledger_accounts"."owner" = 'BANK';--> statement-breakpoint
CREATE INDEX "ledger_accounts_customer_id_idx" ON "ledger_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "postings_account_booking_idx" ON "postings" USING btree ("account_id","booking_date","id");--> statement-breakpoint
CREATE INDEX "postings_entry_id_idx" ON "postings" USING btree ("entry_id");