/**
 * The financing request form's draft, checked with the contract's own schema (the API validates the
 * same one) and the document its product requires: the field errors to show, or the request to send.
 */

import {
  FINANCING_DOCUMENT_KINDS,
  FINANCING_REQUEST_PRODUCTS,
  type FinancingDocumentKind,
  type FinancingDocuments,
  type FinancingRequestProduct,
  type FinancingRequestVariables,
  financingRequestVariablesSchema,
  REQUIRED_FINANCING_DOCUMENT,
} from '@baraka/contracts/processes/schemas';
import type { FormKey } from '@baraka/contracts/shared/errors';

export type RequestDraft = {
  productCode: string | null;
  amount: string;
  months: number | string;
  monthlyIncome: string;
  employer: string;
  refundAccountId: string | null;
  underlyingValue: string;
  documents: FinancingDocuments;
};

export const EMPTY_DRAFT: RequestDraft = {
  productCode: null,
  amount: '',
  months: '',
  monthlyIncome: '',
  employer: '',
  refundAccountId: null,
  underlyingValue: '',
  documents: {},
};

/** A field of the form: one of the draft's figures, or the file slot of a document kind. */
export type DraftField = Exclude<keyof RequestDraft, 'documents'> | `documents.${FinancingDocumentKind}`;

export type DraftCheck =
  | { ok: true; variables: FinancingRequestVariables; documents: FinancingDocuments }
  | { ok: false; fields: Partial<Record<DraftField, FormKey>> };

const isProduct = (code: string | null): code is FinancingRequestProduct =>
  (FINANCING_REQUEST_PRODUCTS as readonly (string | null)[]).includes(code);

/** The document the chosen product cannot go without (none until a product is chosen). */
export const requiredDocumentOf = (productCode: string | null): FinancingDocumentKind | null =>
  isProduct(productCode) ? REQUIRED_FINANCING_DOCUMENT[productCode] : null;

export function checkDraft(draft: RequestDraft): DraftCheck {
  const { documents, ...figures } = draft;
  const parsed = financingRequestVariablesSchema.safeParse({
    ...figures,
    months: draft.months === '' ? undefined : Number(draft.months),
    underlyingValue: draft.underlyingValue.trim() === '' ? undefined : draft.underlyingValue,
  });
  const fields: Partial<Record<DraftField, FormKey>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && field in EMPTY_DRAFT) {
      fields[field as DraftField] = 'required';
    }
  }
  const required = requiredDocumentOf(draft.productCode);
  if (required && !documents[required]) {
    fields[`documents.${required}`] = 'fileRequired';
  }
  if (parsed.success && Object.keys(fields).length === 0) {
    return { ok: true, variables: parsed.data, documents };
  }
  return { ok: false, fields };
}

/** Which file slot a server's field error is about (`documents.INCOME_PROOF.content` → its slot). */
export function documentFieldOf(field: string): `documents.${FinancingDocumentKind}` | null {
  const [root, kind] = field.split('.');
  const found = FINANCING_DOCUMENT_KINDS.find((item) => item === kind);
  return root === 'documents' && found ? `documents.${found}` : null;
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
