/**
 * The transfer form's state: the draft, its problems (checked with the contract's schema, the
 * pack's bounds and the balance), then the quote; the API's refusals land on their fields, the
 * others (balance, daily limit, permission) above the button.
 */
import type { Account } from '@baraka/contracts/accounts/schemas';
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import type { TransferConfig } from '@baraka/contracts/transfers/config';
import type { TransferQuote } from '@baraka/contracts/transfers/schemas';
import { addDays } from '@baraka/domain/calendar/calendar-date';
import { useEffect, useState } from 'react';
import { useQuoteTransfer } from '../api/quote-transfer';
import { type DraftField, type DraftProblems, hasProblems, validateDraft } from '../utils/draft-validation';
import {
  buildTransferRequest,
  getAmountCurrency,
  getPayeeName,
  isNewPayee,
  type TransferDraft,
  type TransferRequest,
} from '../utils/transfer-draft';
import { classifyTransferFailure, type TransferFailure } from '../utils/transfer-failure';

/** How far ahead a transfer may be dated (the API's bound). */
export const MAX_DEFERRAL_DAYS = 365;

type TransferFormOptions = {
  initialDraft: TransferDraft;
  /** The bank's refusals the review came back with (a new payee's name). */
  initialProblems?: DraftProblems;
  accounts: readonly Account[];
  payees: readonly Beneficiary[] | undefined;
  config: TransferConfig;
  onQuoted: (draft: TransferDraft, request: TransferRequest, quote: TransferQuote) => void;
};

const withPayee = (draft: TransferDraft, payee: Beneficiary | undefined): TransferDraft => ({
  ...draft,
  beneficiaryId: payee?.id ?? '',
  payeeName: payee ? getPayeeName(payee) : '',
  rib: payee?.rib ?? '',
  iban: payee?.iban ?? '',
  bic: payee?.swiftCode ?? '',
});

/** A saved payee has no RIB or name field to show a problem on: it shows on the payee picker. */
function placeProblems(draft: TransferDraft, problems: DraftProblems): DraftProblems {
  if (isNewPayee(draft) || draft.type === 'OWN_ACCOUNT') {
    return problems;
  }
  const { rib, payeeName, ...others } = problems;
  const payeeProblem = others.beneficiaryId ?? rib ?? payeeName;
  return payeeProblem ? { ...others, beneficiaryId: payeeProblem } : others;
}

export function useTransferForm(options: TransferFormOptions) {
  const { initialDraft, initialProblems = {}, accounts, payees, config, onQuoted } = options;
  const [draft, setDraft] = useState(initialDraft);
  const [problems, setProblems] = useState<DraftProblems>(() => placeProblems(initialDraft, initialProblems));
  const [failure, setFailure] = useState<TransferFailure | null>(null);
  /** Counts the refused submits, so the page can bring the first problem into focus each time. */
  const [refusals, setRefusals] = useState(hasProblems(initialProblems) ? 1 : 0);
  const quote = useQuoteTransfer();

  // A payee preselected by its id (?beneficiaryId=) is filled in once the saved payees are known.
  useEffect(() => {
    if (!payees || !draft.beneficiaryId || draft.payeeName) {
      return;
    }
    setDraft((current) =>
      withPayee(
        current,
        payees.find((payee) => payee.id === current.beneficiaryId),
      ),
    );
  }, [payees, draft.beneficiaryId, draft.payeeName]);

  const clear = (fields: readonly DraftField[]) => {
    setFailure(null);
    setProblems((current) => {
      const next = { ...current };
      for (const field of fields) {
        delete next[field];
      }
      return next;
    });
  };

  const setValue = <K extends keyof TransferDraft>(field: K, value: TransferDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // The amount is checked against the account and its currency: changing either re-opens it.
    clear(
      field === 'debitAccountId' || field === 'creditAccountId' || field === 'currency'
        ? [field as DraftField, 'amount']
        : [field as DraftField],
    );
  };

  const selectPayee = (payeeId: string) => {
    setDraft((current) =>
      withPayee(
        current,
        payees?.find((payee) => payee.id === payeeId),
      ),
    );
    clear(['beneficiaryId', 'rib', 'payeeName']);
  };

  const setPayeeMode = (mode: TransferDraft['payeeMode']) => {
    setDraft((current) => ({ ...withPayee(current, undefined), payeeMode: mode }));
    clear(['beneficiaryId', 'rib', 'payeeName']);
  };

  const creditCurrency = accounts.find((account) => account.id === draft.creditAccountId)?.currency;
  const amountCurrency = getAmountCurrency(draft, creditCurrency);

  const submit = () => {
    const found = validateDraft(draft, {
      accounts,
      limits: { min: config.minAmountTransaction, max: config.maxAmountTransacation },
      firstDeferredDate: addDays(config.today.date, 1),
      lastDeferredDate: addDays(config.today.date, MAX_DEFERRAL_DAYS),
    });
    setFailure(null);
    if (hasProblems(found)) {
      setProblems(placeProblems(draft, found));
      setRefusals((count) => count + 1);
      return;
    }
    const request = buildTransferRequest(draft, amountCurrency);
    const sent = draft;
    quote.mutate(request.quote, {
      onSuccess: (answer) => onQuoted(sent, request, answer),
      onError: (error) => {
        const refused = classifyTransferFailure(error);
        if (refused.kind === 'fields') {
          setProblems(placeProblems(sent, refused.problems));
          setRefusals((count) => count + 1);
        } else {
          setFailure(refused);
        }
      },
    });
  };

  return {
    draft,
    problems,
    failure,
    amountCurrency,
    setValue,
    selectPayee,
    setPayeeMode,
    submit,
    isQuoting: quote.isPending,
    refusals,
  };
}
