-- The ledger's rules, enforced by the database itself and not only by the code:
-- a balance only moves through a posting, every entry sums to zero per currency (its postings
-- are written by one statement, checked when it ends),
-- a posting's currency is its account's, and the books are append-only.

CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_balance bigint;
BEGIN
  UPDATE ledger_accounts SET balance_minor = balance_minor + NEW.amount_minor
    WHERE id = NEW.account_id AND currency = NEW.currency RETURNING balance_minor INTO new_balance;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'posting in % on account % of another currency', NEW.currency, NEW.account_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'postings_currency_matches_account';
  END IF;
  NEW.balance_after_minor := new_balance;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postings_apply_to_balance BEFORE INSERT ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint
CREATE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad_entry bigint;
BEGIN
  -- Checked once per statement over every entry it touched: an entry's postings are written together.
  SELECT p.entry_id INTO bad_entry FROM postings p
    WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM new_postings)
    GROUP BY p.entry_id HAVING count(*) < 2 LIMIT 1;
  IF bad_entry IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % has fewer than 2 postings', bad_entry
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_two_postings';
  END IF;
  SELECT p.entry_id INTO bad_entry FROM postings p
    WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM new_postings)
    GROUP BY p.entry_id, p.currency HAVING sum(p.amount_minor) <> 0 LIMIT 1;
  IF bad_entry IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not sum to zero per currency', bad_entry
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postings_entries_balanced AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.balance_minor <> 0 THEN
    RAISE EXCEPTION 'an account opens with a zero balance; money arrives through postings'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_opens_empty';
  END IF;
  -- Only the posting trigger (one trigger level up) may move a balance.
  IF TG_OP = 'UPDATE' AND NEW.balance_minor IS DISTINCT FROM OLD.balance_minor AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance only changes through a posting'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_balance_by_posting';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard_balance BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME
    USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_append_only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
