/**
 * The account documents the PDF view can show (RIB certificate, monthly statement, statement of a
 * chosen period, receipt of an operation), written in the address so a reloaded view asks again.
 */
import type { TransactionFilter } from '@baraka/contracts/accounts/schemas';

export type AccountDocument =
  | { type: 'rib'; accountId: string }
  | { type: 'statement'; accountId: string; month: string }
  | { type: 'period'; filter: TransactionFilter }
  | { type: 'receipt'; accountId: string; transactionId: string };

export type AccountDocumentType = AccountDocument['type'];

export function toDocumentParams(document: AccountDocument): URLSearchParams {
  switch (document.type) {
    case 'rib':
      return new URLSearchParams({ doc: 'rib', account: document.accountId });
    case 'statement':
      return new URLSearchParams({ doc: 'statement', account: document.accountId, month: document.month });
    case 'receipt':
      return new URLSearchParams({ doc: 'receipt', account: document.accountId, id: document.transactionId });
    case 'period': {
      const { filter } = document;
      const params = new URLSearchParams({
        doc: 'period',
        account: filter.accountId,
        from: filter.startDate,
        to: filter.endDate,
        direction: filter.direction,
      });
      for (const [name, value] of [
        ['min', filter.minAmount],
        ['max', filter.maxAmount],
        ['q', filter.search],
      ] as const) {
        if (value) {
          params.set(name, value);
        }
      }
      return params;
    }
  }
}

const DIRECTIONS = ['C', 'D', 'ALL'] as const;

/** The document an address names, or null when something it needs is missing. */
export function readDocumentParams(params: URLSearchParams): AccountDocument | null {
  const accountId = params.get('account');
  if (!accountId) {
    return null;
  }
  const type = params.get('doc');
  const month = params.get('month');
  const transactionId = params.get('id');
  if (type === 'rib') {
    return { type, accountId };
  }
  if (type === 'statement' && month) {
    return { type, accountId, month };
  }
  if (type === 'receipt' && transactionId) {
    return { type, accountId, transactionId };
  }
  const startDate = params.get('from');
  const endDate = params.get('to');
  const direction = DIRECTIONS.find((value) => value === params.get('direction')) ?? 'ALL';
  if (type === 'period' && startDate && endDate) {
    const optional = (name: string) => params.get(name) || undefined;
    return {
      type,
      filter: {
        accountId,
        startDate,
        endDate,
        direction,
        minAmount: optional('min'),
        maxAmount: optional('max'),
        search: optional('q'),
      },
    };
  }
  return null;
}

export const PDF_VIEW_PATH = '/accounts/pdf-view';

export const toPdfViewUrl = (document: AccountDocument): string =>
  `${PDF_VIEW_PATH}?${toDocumentParams(document).toString()}`;
