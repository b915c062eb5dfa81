-- One journal entry in one call: the posted accounts locked, checked, the entry and its postings
-- written by one statement each. The rules of 0009 and 0015 still hold underneath (the posting
-- trigger moves the balances, the statement trigger checks the entry balances per currency, the
-- overdraft constraint is checked on every balance); this function only saves the round trips.
-- A refusal (unknown, inactive or other-currency account, funds) writes nothing and is answered
-- as {"refusal": code, "accountId": id}; a posted entry as {"entryId": id, "balances": {id: balance}}.
CREATE FUNCTION ledger_post_entry(entry jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  line record;
  refused uuid;
  new_entry_id bigint;
  balances jsonb;
BEGIN
  -- The lock order of every money-moving call: its idempotency key, then (for a limit check) its
  -- customer, then the posted accounts here, by ascending id, so two entries never wait on each
  -- other in a cycle. NO KEY UPDATE: rows that only reference an account (a transfer, a hold)
  -- may still be written meanwhile.
  PERFORM 1 FROM ledger_accounts
    WHERE id IN (SELECT (p->>'accountId')::uuid FROM jsonb_array_elements(entry->'postings') AS p)
    ORDER BY id FOR NO KEY UPDATE;
  -- The first posting, in the caller's order, whose account is missing, closed or of another currency.
  FOR line IN
    SELECT p.value->>'accountId' AS account_id, a.id, a.status, a.currency, p.value->>'currency' AS wanted
      FROM jsonb_array_elements(entry->'postings') WITH ORDINALITY AS p(value, n)
      LEFT JOIN ledger_accounts a ON a.id = (p.value->>'accountId')::uuid
      ORDER BY p.n
  LOOP
    IF line.id IS NULL THEN
      RETURN jsonb_build_object('refusal', 'NOT_FOUND', 'accountId', line.account_id);
    END IF;
    IF line.status <> 'ACTIVE' THEN
      RETURN jsonb_build_object('refusal', 'ACCOUNT_INACTIVE', 'accountId', line.account_id);
    END IF;
    IF line.currency <> line.wanted THEN
      RETURN jsonb_build_object('refusal', 'CURRENCY_MISMATCH', 'accountId', line.account_id);
    END IF;
  END LOOP;
  -- The first account (in the order the entry names them) its net change would take past its
  -- overdraft, open holds deducted; an account without a limit may go as low as it must.
  SELECT change.account_id INTO refused
    FROM (SELECT (p.value->>'accountId')::uuid AS account_id, sum((p.value->>'amountMinor')::bigint) AS amount,
                 min(p.n) AS first_named
            FROM jsonb_array_elements(entry->'postings') WITH ORDINALITY AS p(value, n)
            GROUP BY 1) AS change
    JOIN ledger_accounts a ON a.id = change.account_id
    WHERE change.amount < 0 AND a.overdraft_limit_minor IS NOT NULL
      AND a.balance_minor - a.held_minor + change.amount < -a.overdraft_limit_minor
    ORDER BY change.first_named
    LIMIT 1;
  IF refused IS NOT NULL THEN
    RETURN jsonb_build_object('refusal', 'INSUFFICIENT_FUNDS', 'accountId', refused);
  END IF;
  INSERT INTO journal_entries (reference, kind, booking_date, value_date, description, metadata)
    VALUES (entry->>'reference', entry->>'kind', (entry->>'bookingDate')::date, (entry->>'valueDate')::date,
            entry->>'description', coalesce(entry->'metadata', '{}'::jsonb))
    RETURNING id INTO new_entry_id;
  -- By account id (then the caller's order), as the accounts were locked.
  INSERT INTO postings (entry_id, account_id, amount_minor, currency, kind, operation_code, label,
                        booking_date, value_date, cheque_number, counterparty)
    SELECT new_entry_id, (p.value->>'accountId')::uuid, (p.value->>'amountMinor')::bigint, p.value->>'currency',
           p.value->>'kind', (p.value->>'operationCode')::integer, p.value->>'label',
           (entry->>'bookingDate')::date, (entry->>'valueDate')::date, p.value->>'chequeNumber',
           p.value->>'counterparty'
      FROM jsonb_array_elements(entry->'postings') WITH ORDINALITY AS p(value, n)
      ORDER BY (p.value->>'accountId')::uuid, p.n;
  SELECT jsonb_object_agg(a.id, a.balance_minor::text) INTO balances
    FROM ledger_accounts a
    WHERE a.id IN (SELECT (p->>'accountId')::uuid FROM jsonb_array_elements(entry->'postings') AS p);
  RETURN jsonb_build_object('entryId', new_entry_id::text, 'balances', balances);
END;
$$;
