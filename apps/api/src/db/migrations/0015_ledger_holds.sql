CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount_minor" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in ('OPEN', 'SETTLED', 'RELEASED')),
	CONSTRAINT "ledger_holds_entry_only_when_settled" CHECK ("ledger_holds"."entry_id" is null or "ledger_holds"."status" = 'SETTLED'),
	CONSTRAINT "ledger_holds_closed_at_check" CHECK (("ledger_holds"."status" = 'OPEN') = ("ledger_holds"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_within_overdraft";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "held_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_reference_key" ON "ledger_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_holds_open_account_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_held_not_negative" CHECK ("ledger_accounts"."held_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_within_overdraft" CHECK ("ledger_accounts"."overdraft_limit_minor" is null or "ledger_accounts"."balance_minor" - "ledger_accounts"."held_minor" >= -"ledger_accounts"."overdraft_limit_minor");--> statement-breakpoint
-- A hold moves the account's held amount when it opens and when it closes, and only then.
CREATE FUNCTION ledger_apply_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'OPEN' THEN
      RAISE EXCEPTION 'a hold opens OPEN'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_holds_opens_open';
    END IF;
    UPDATE ledger_accounts SET held_minor = held_minor + NEW.amount_minor
      WHERE id = NEW.account_id AND currency = NEW.currency;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'hold in % on account % of another currency', NEW.currency, NEW.account_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_holds_currency_matches_account';
    END IF;
    RETURN NEW;
  END IF;
  -- Settling is two steps of one transaction: closed first (the held money comes back to the
  -- available balance the entry then takes), then the entry's id.
  IF OLD.status = 'SETTLED' AND OLD.entry_id IS NULL AND NEW.entry_id IS NOT NULL
    AND (to_jsonb(NEW) - 'entry_id') = (to_jsonb(OLD) - 'entry_id') THEN
    RETURN NEW;
  END IF;
  IF OLD.status <> 'OPEN' OR NEW.status = 'OPEN' OR NEW.entry_id IS NOT NULL
    OR NEW.account_id <> OLD.account_id OR NEW.amount_minor <> OLD.amount_minor
    OR NEW.currency <> OLD.currency OR NEW.reference <> OLD.reference OR NEW.kind <> OLD.kind THEN
    RAISE EXCEPTION 'a hold is only settled or released, once'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_holds_closed_once';
  END IF;
  UPDATE ledger_accounts SET held_minor = held_minor - OLD.amount_minor WHERE id = OLD.account_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_apply BEFORE INSERT OR UPDATE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_hold();
--> statement-breakpoint
CREATE TRIGGER ledger_holds_no_delete BEFORE DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND (NEW.balance_minor <> 0 OR NEW.held_minor <> 0) THEN
    RAISE EXCEPTION 'an account opens with a zero balance; money arrives through postings'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_opens_empty';
  END IF;
  -- Only the posting trigger (one trigger level up) may move a balance.
  IF TG_OP = 'UPDATE' AND NEW.balance_minor IS DISTINCT FROM OLD.balance_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance only changes through a posting'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_balance_by_posting';
  END IF;
  -- Only the hold trigger may move the held amount.
  IF TG_OP = 'UPDATE' AND NEW.held_minor IS DISTINCT FROM OLD.held_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'the held amount only changes through a hold'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_held_by_hold';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Checked at commit: a settled hold names the entry it became.
CREATE FUNCTION ledger_check_hold_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_holds WHERE id = NEW.id AND status = 'SETTLED' AND entry_id IS NULL) THEN
    RAISE EXCEPTION 'hold % is settled without an entry', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_holds_settled_has_entry';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_holds_settled_has_entry AFTER UPDATE ON ledger_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_hold_settled();
