CREATE TABLE "bulk_transfer_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"initiated_by" uuid,
	"debit_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"total_fee_minor" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"channel" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bulk_transfer_batches_rows_positive" CHECK ("bulk_transfer_batches"."row_count" > 0 and "bulk_transfer_batches"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_transfer_rows" (
	"batch_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"transfer_id" uuid NOT NULL,
	CONSTRAINT "bulk_transfer_rows_batch_id_row_index_pk" PRIMARY KEY("batch_id","row_index")
);
--> statement-breakpoint
ALTER TABLE "bulk_transfer_batches" ADD CONSTRAINT "bulk_transfer_batches_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_transfer_batches" ADD CONSTRAINT "bulk_transfer_batches_initiated_by_users_id_fk" FOREIGN KEY ("initiated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_transfer_batches" ADD CONSTRAINT "bulk_transfer_batches_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_transfer_rows" ADD CONSTRAINT "bulk_transfer_rows_batch_id_bulk_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_transfer_rows" ADD CONSTRAINT "bulk_transfer_rows_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_transfer_batches_reference_key" ON "bulk_transfer_batches" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bulk_transfer_batches_customer_created_idx" ON "bulk_transfer_batches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_transfer_rows_transfer_key" ON "bulk_transfer_rows" USING btree ("transfer_id");