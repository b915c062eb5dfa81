CREATE TABLE "cheque_leaves" (
	"leaf_number" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'BLANK' NOT NULL,
	"opposed_at" timestamp with time zone,
	"opposition_reason" text,
	"opposition_reference" text,
	CONSTRAINT "cheque_leaves_number_check" CHECK ("cheque_leaves"."leaf_number" ~ '^[0-9]{7}$'),
	CONSTRAINT "cheque_leaves_status_shape_check" CHECK (("cheque_leaves"."status" in ('BLANK', 'PAID') and "cheque_leaves"."opposed_at" is null and "cheque_leaves"."opposition_reason" is null)
        or ("cheque_leaves"."status" = 'OPPOSED' and "cheque_leaves"."opposed_at" is not null and "cheque_leaves"."opposition_reason" in ('LOST', 'STOLEN') and "cheque_leaves"."opposition_reference" is not null))
);
--> statement-breakpoint
CREATE TABLE "chequebook_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_by" uuid,
	"account_id" uuid NOT NULL,
	"type_code" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"crossing" integer NOT NULL,
	"rank" integer NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"opposed_at" timestamp with time zone,
	CONSTRAINT "chequebook_requests_leaf_count_check" CHECK ("chequebook_requests"."leaf_count" in (25, 50)),
	CONSTRAINT "chequebook_requests_crossing_check" CHECK ("chequebook_requests"."crossing" in (1, 2)),
	CONSTRAINT "chequebook_requests_status_shape_check" CHECK (("chequebook_requests"."status" = 'REQUESTED' and "chequebook_requests"."printed_at" is null and "chequebook_requests"."delivered_at" is null and "chequebook_requests"."due_at" is not null)
        or ("chequebook_requests"."status" = 'PRINTED' and "chequebook_requests"."printed_at" is not null and "chequebook_requests"."delivered_at" is null and "chequebook_requests"."due_at" is not null)
        or ("chequebook_requests"."status" = 'DELIVERED' and "chequebook_requests"."printed_at" is not null and "chequebook_requests"."delivered_at" is not null and "chequebook_requests"."due_at" is null))
);
--> statement-breakpoint
CREATE TABLE "chequebook_transitions" (
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "chequebook_transitions_request_id_status_pk" PRIMARY KEY("request_id","status")
);
--> statement-breakpoint
CREATE TABLE "chequebook_types" (
	"code" text PRIMARY KEY NOT NULL,
	"wording" text NOT NULL,
	"segments" text[] NOT NULL,
	"customer_kinds" text[] NOT NULL,
	"sizes" integer[] NOT NULL,
	"currency" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chequebook_types_sizes_check" CHECK ("chequebook_types"."sizes" <@ array[25, 50])
);
--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"check_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"counterparty" text NOT NULL,
	"counterparty_rib" text NOT NULL,
	"issue_date" date NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"endorsement" text NOT NULL,
	"presented_at" timestamp with time zone NOT NULL,
	"credit_due_at" timestamp with time zone,
	"expected_date" date,
	"value_date" date,
	"rejection_reason" text,
	"entry_reference" text,
	CONSTRAINT "cheques_amount_positive" CHECK ("cheques"."amount_minor" > 0),
	CONSTRAINT "cheques_number_check" CHECK ("cheques"."check_number" ~ '^[0-9]{7}$'),
	CONSTRAINT "cheques_language_check" CHECK ("cheques"."language" in ('fr', 'ar', 'en')),
	CONSTRAINT "cheques_status_shape_check" CHECK (("cheques"."status" = 'PAID' and "cheques"."entry_reference" is not null and "cheques"."value_date" is not null and "cheques"."rejection_reason" is null)
        or ("cheques"."status" = 'REJECTED' and "cheques"."entry_reference" is null and "cheques"."rejection_reason" is not null)
        or ("cheques"."status" = 'CLEARING' and "cheques"."type" = 'RECEIVED' and "cheques"."entry_reference" is null and "cheques"."credit_due_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "trade_effects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"effect_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"counterparty" text NOT NULL,
	"counterparty_rib" text NOT NULL,
	"effect_type" text DEFAULT 'CLEARING' NOT NULL,
	"issue_date" date NOT NULL,
	"deadline_date" date NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"is_refused_by_drawee" boolean DEFAULT false NOT NULL,
	"value_date" date,
	"reject_date" date,
	"rejection_reason" text,
	"entry_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_effects_amount_positive" CHECK ("trade_effects"."amount_minor" > 0),
	CONSTRAINT "trade_effects_direction_check" CHECK ("trade_effects"."direction" in ('INWARD', 'OUTWARD')),
	CONSTRAINT "trade_effects_deadline_check" CHECK ("trade_effects"."deadline_date" >= "trade_effects"."issue_date"),
	CONSTRAINT "trade_effects_status_shape_check" CHECK (("trade_effects"."status" = 'RECEIVED' and "trade_effects"."entry_reference" is null and "trade_effects"."rejection_reason" is null)
        or ("trade_effects"."status" = 'PAID' and "trade_effects"."entry_reference" is not null and "trade_effects"."value_date" is not null and "trade_effects"."rejection_reason" is null)
        or ("trade_effects"."status" = 'REJECTED' and "trade_effects"."entry_reference" is null and "trade_effects"."rejection_reason" is not null and "trade_effects"."reject_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "cheque_leaves" ADD CONSTRAINT "cheque_leaves_request_id_chequebook_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."chequebook_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_leaves" ADD CONSTRAINT "cheque_leaves_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chequebook_requests" ADD CONSTRAINT "chequebook_requests_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chequebook_requests" ADD CONSTRAINT "chequebook_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chequebook_requests" ADD CONSTRAINT "chequebook_requests_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chequebook_requests" ADD CONSTRAINT "chequebook_requests_type_code_chequebook_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."chequebook_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chequebook_transitions" ADD CONSTRAINT "chequebook_transitions_request_id_chequebook_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."chequebook_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_effects" ADD CONSTRAINT "trade_effects_customer_id_bank_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."bank_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_effects" ADD CONSTRAINT "trade_effects_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_leaves_request_idx" ON "cheque_leaves" USING btree ("request_id","leaf_number");--> statement-breakpoint
CREATE UNIQUE INDEX "chequebook_requests_reference_key" ON "chequebook_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "chequebook_requests_account_rank_key" ON "chequebook_requests" USING btree ("account_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "chequebook_requests_open_key" ON "chequebook_requests" USING btree ("account_id") WHERE "chequebook_requests"."status" <> 'DELIVERED';--> statement-breakpoint
CREATE INDEX "chequebook_requests_customer_idx" ON "chequebook_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "chequebook_requests_due_idx" ON "chequebook_requests" USING btree ("due_at") WHERE "chequebook_requests"."status" <> 'DELIVERED';--> statement-breakpoint
CREATE UNIQUE INDEX "cheques_reference_key" ON "cheques" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "cheques_paid_leaf_key" ON "cheques" USING btree ("account_id","check_number") WHERE "cheques"."type" = 'EMITTED' and "cheques"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "cheques_account_date_idx" ON "cheques" USING btree ("account_id","type","issue_date");--> statement-breakpoint
CREATE INDEX "cheques_clearing_idx" ON "cheques" USING btree ("credit_due_at") WHERE "cheques"."status" = 'CLEARING';--> statement-breakpoint
CREATE UNIQUE INDEX "trade_effects_reference_key" ON "trade_effects" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "trade_effects_account_idx" ON "trade_effects" USING btree ("account_id","direction","deadline_date");--> statement-breakpoint
CREATE INDEX "trade_effects_due_idx" ON "trade_effects" USING btree ("deadline_date") WHERE "trade_effects"."status" = 'RECEIVED';--> statement-breakpoint
-- Hand-written below.
-- A leaf leaves BLANK once: paid or opposed, it stays so (an opposition is final).
CREATE FUNCTION cheque_leaves_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'BLANK' AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'leaf % is % for good', OLD.leaf_number, OLD.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cheque_leaves_final';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cheque_leaves_final BEFORE UPDATE ON cheque_leaves
  FOR EACH ROW EXECUTE FUNCTION cheque_leaves_final();
--> statement-breakpoint
-- A paid or rejected cheque is history: only a cheque under clearing changes (once).
CREATE FUNCTION cheques_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'CLEARING' AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'cheque % is % for good', OLD.reference, OLD.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cheques_final';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cheques_final BEFORE UPDATE ON cheques
  FOR EACH ROW EXECUTE FUNCTION cheques_final();
--> statement-breakpoint
-- A paid or rejected trade effect is history: only one still RECEIVED changes.
CREATE FUNCTION trade_effects_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'RECEIVED' AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'trade effect % is % for good', OLD.reference, OLD.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'trade_effects_final';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trade_effects_final BEFORE UPDATE ON trade_effects
  FOR EACH ROW EXECUTE FUNCTION trade_effects_final();
