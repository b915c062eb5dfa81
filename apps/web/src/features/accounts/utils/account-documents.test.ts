import { describe, expect, it } from 'vitest';
import {
  type AccountDocument,
  readDocumentParams,
  toDocumentParams,
  toPdfViewUrl,
} from './account-documents';

const ACCOUNT = 'ee581d01-e5e2-4d41-9b3a-b25852a39571';

describe('account documents in the address', () => {
  it.each<AccountDocument>([
    { type: 'rib', accountId: ACCOUNT },
    { type: 'statement', accountId: ACCOUNT, month: '10/2026' },
    { type: 'receipt', accountId: ACCOUNT, transactionId: '859' },
    {
      type: 'period',
      filter: {
        accountId: ACCOUNT,
        startDate: '2026-09-01',
        endDate: '2026-10-31',
        direction: 'D',
        minAmount: '10',
        maxAmount: undefined,
        search: 'carte',
      },
    },
  ])('reads back what it wrote ($type)', (document) => {
    expect(readDocumentParams(toDocumentParams(document))).toEqual(document);
  });

  it('names no document when a part is missing', () => {
    expect(readDocumentParams(new URLSearchParams('doc=rib'))).toBeNull();
    expect(readDocumentParams(new URLSearchParams(`doc=statement&account=${ACCOUNT}`))).toBeNull();
    expect(readDocumentParams(new URLSearchParams(`doc=unknown&account=${ACCOUNT}`))).toBeNull();
  });

  it('builds the PDF view address', () => {
    expect(toPdfViewUrl({ type: 'rib', accountId: ACCOUNT })).toBe(
      `/accounts/pdf-view?doc=rib&account=${ACCOUNT}`,
    );
  });
});
