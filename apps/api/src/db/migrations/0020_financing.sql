CREATE TABLE "financing_contracts" (
	"financing_id" uuid PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"contract_type" text NOT NULL,
	"asset_description" text NOT NULL,
	"cost_minor" bigint NOT NULL,
	"margin_minor" bigint NOT NULL,
	"sale_price_minor" bigint NOT NULL,
	"signed_on" date NOT NULL,
	CONSTRAINT "financing_contracts_type_check" CHECK ("financing_contracts"."contract_type" in ('MURABAHA', 'IJARA')),
	CONSTRAINT "financing_contracts_sale_price_check" CHECK ("financing_contracts"."sale_price_minor" = "financing_contracts"."cost_minor" + "financing_contracts"."margin_minor")
);
--> statement-breakpoint
CREATE TABLE "financing_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financing_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"balance_before_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"principal_minor" bigint NOT NULL,
	"profit_minor" bigint NOT NULL,
	"instalment_minor" bigint NOT NULL,
	"state" text DEFAULT 'UPCOMING' NOT NULL,
	"paid_principal_minor" bigint DEFAULT 0 NOT NULL,
	"paid_profit_minor" bigint DEFAULT 0 NOT NULL,
	"paid_on" date,
	"principal_reference" text,
	"profit_reference" text,
	"last_attempt_on" date,
	"unpaid_since" date,
	CONSTRAINT "financing_lines_state_check" CHECK ("financing_lines"."state" in ('UPCOMING', 'UNPAID', 'PAID')),
	CONSTRAINT "financing_lines_instalment_check" CHECK ("financing_lines"."instalment_minor" = "financing_lines"."principal_minor" + "financing_lines"."profit_minor"),
	CONSTRAINT "financing_lines_balance_check" CHECK ("financing_lines"."balance_after_minor" = "financing_lines"."balance_before_minor" - "financing_lines"."principal_minor" and "financing_lines"."balance_after_minor" >= 0),
	CONSTRAINT "financing_lines_amounts_check" CHECK ("financing_lines"."principal_minor" > 0 and "financing_lines"."profit_minor" >= 0),
	CONSTRAINT "financing_lines_paid_check" CHECK ("financing_lines"."paid_principal_minor" between 0 and "financing_lines"."principal_minor" and "financing_lines"."paid_profit_minor" between 0 and "financing_lines"."profit_minor"),
	CONSTRAINT "financing_lines_paid_state_check" CHECK (("financing_lines"."state" = 'PAID') = ("financing_lines"."paid_principal_minor" = "financing_lines"."principal_minor" and "financing_lines"."paid_profit_minor" = "financing_lines"."profit_minor" and "financing_lines"."paid_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "financings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"refund_account_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"currency" text NOT NULL,
	"financed_minor" bigint NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"months" integer NOT NULL,
	"instalment_minor" bigint NOT NULL,
	"total_profit_minor" bigint NOT NULL,
	"establishment_date" date NOT NULL,
	"first_due_date" date NOT NULL,
	"disbursement_reference" text,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financings_status_check" CHECK ("financings"."status" in ('IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "financings_amount_positive" CHECK ("financings"."financed_minor" > 0),
	CONSTRAINT "financings_instalment_positive" CHECK ("financings"."instalment_minor" > 0),
	CONSTRAINT "financings_profit_not_negative" CHECK ("financings"."total_profit_minor" >= 0),
	CONSTRAINT "financings_rate_check" CHECK ("financings"."rate_basis_points" between 0 and 10000),
	CONSTRAINT "financings_months_check" CHECK ("financings"."months" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "process_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"pdf_base64" text NOT NULL,
	"consent" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "process_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"process_id" uuid NOT NULL,
	"task" text,
	"outcome" text NOT NULL,
	"actor" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "process_transitions_actor_check" CHECK ("process_transitions"."actor" in ('CUSTOMER', 'BANK'))
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"started_by" uuid NOT NULL,
	"state" text NOT NULL,
	"variables" jsonb NOT NULL,
	"financing_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financing_contracts" ADD CONSTRAINT "financing_contracts_financing_id_financings_id_fk" FOREIGN KEY ("financing_id") REFERENCES "public"."financings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_lines" ADD CONSTRAINT "financing_lines_financing_id_financings_id_fk" FOREIGN KEY ("financing_id") REFERENCES "public"."financings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financings" ADD CONSTRAINT "financings_refund_account_id_ledger_accounts_id_fk" FOREIGN KEY ("refund_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_documents" ADD CONSTRAINT "process_documents_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_transitions" ADD CONSTRAINT "process_transitions_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_financing_id_financings_id_fk" FOREIGN KEY ("financing_id") REFERENCES "public"."financings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financing_contracts_number_key" ON "financing_contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE UNIQUE INDEX "financing_lines_number_key" ON "financing_lines" USING btree ("financing_id","number");--> statement-breakpoint
CREATE INDEX "financing_lines_due_idx" ON "financing_lines" USING btree ("state","due_date");--> statement-breakpoint
CREATE INDEX "financings_customer_idx" ON "financings" USING btree ("customer_id","establishment_date");--> statement-breakpoint
CREATE INDEX "process_transitions_process_idx" ON "process_transitions" USING btree ("process_id","id");--> statement-breakpoint
CREATE INDEX "processes_customer_idx" ON "processes" USING btree ("customer_id","created_at");