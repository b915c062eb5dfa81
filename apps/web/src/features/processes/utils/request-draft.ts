/**
 * The financing request form's draft, checked with the contract's own schema (the API validates the
 * same one): the field errors to show, or the variables to send.
 */
import {
  type FinancingRequestVariables,
  financingRequestVariablesSchema,
} from '@baraka/contracts/processes/schemas';

export type RequestDraft = {
  productCode: string | null;
  amount: string;
  months: number | string;
  monthlyIncome: string;
  employer: string;
  refundAccountId: string | null;
  underlyingValue: string;
};

export const EMPTY_DRAFT: RequestDraft = {
  productCode: null,
  amount: '',
  months: '',
  monthlyIncome: '',
  employer: '',
  refundAccountId: null,
  underlyingValue: '',
};

export type DraftCheck =
  | { ok: true; variables: FinancingRequestVariables }
  | { ok: false; fields: Partial<Record<keyof RequestDraft, true>> };

export function checkDraft(draft: RequestDraft): DraftCheck {
  const parsed = financingRequestVariablesSchema.safeParse({
    ...draft,
    months: draft.months === '' ? undefined : Number(draft.months),
    underlyingValue: draft.underlyingValue.trim() === '' ? undefined : draft.underlyingValue,
  });
  if (parsed.success) {
    return { ok: true, variables: parsed.data };
  }
  const fields: Partial<Record<keyof RequestDraft, true>> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && field in EMPTY_DRAFT) {
      fields[field as keyof RequestDraft] = true;
    }
  }
  return { ok: false, fields };
}

/** The figures a simulator carries in the address (`product`, `amount`, `months`), to start the form with. */
export function readSimulatedFigures(search: URLSearchParams): Partial<RequestDraft> {
  const product = search.get('product');
  const amount = search.get('amount');
  const months = Number(search.get('months'));
  return {
    ...(product ? { productCode: product } : {}),
    ...(amount && /^\d+(\.\d{1,3})?$/.test(amount) ? { amount } : {}),
    ...(Number.isInteger(months) && months > 0 ? { months } : {}),
  };
}
