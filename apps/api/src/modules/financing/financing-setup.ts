/**
 * Sets a financing up: its contract (cost, margin, sale price), its schedule from the simulators'
 * evaluator, and its payout to the refund account through the ledger (the bank's financing account
 * on the other side), all in the caller's transaction.
 */
import {
  FINANCING_PRODUCTS,
  type FinancingLine,
  type FinancingProductCode,
  payoutLabel,
  planFinancing,
} from '@baraka/domain';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import type { AppTx } from '../../db/client.ts';
import { financingContracts, financingLines, financings } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';

export type NewFinancing = {
  customerId: string;
  refundAccountId: string;
  productCode: FinancingProductCode;
  financedMinor: bigint;
  months: number;
  establishmentDate: string;
  firstDueDate: string;
  contractNumber: string;
  assetDescription: string;
  /** Pay the amount out to the refund account now (false for a financing older than the ledger's history). */
  disburse: boolean;
};

export type OpenedFinancing = {
  financingId: string;
  lines: FinancingLine[];
  disbursementReference: string | null;
};

export async function openFinancing(tx: AppTx, input: NewFinancing): Promise<OpenedFinancing> {
  const product = FINANCING_PRODUCTS[input.productCode];
  const currency = 'TND';
  const plan = planFinancing({
    financedMillimes: input.financedMinor,
    annualRatePercent: product.annualRatePercent,
    months: input.months,
    firstDueDate: input.firstDueDate,
  });
  let disbursementReference: string | null = null;
  if (input.disburse) {
    const label = payoutLabel(input.contractNumber);
    const posted = await postEntry(tx, {
      kind: 'TRANSFER_RECEIVED',
      description: label,
      bookingDate: input.establishmentDate,
      metadata: { financingContract: input.contractNumber },
      postings: [
        {
          accountId: await getBankAccountId(tx, 'FINANCING', currency),
          amountMinor: -input.financedMinor,
          currency,
          kind: 'TRANSFER_ISSUED',
          label,
        },
        {
          accountId: input.refundAccountId,
          amountMinor: input.financedMinor,
          currency,
          kind: 'TRANSFER_RECEIVED',
          label,
          counterparty: 'Al Baraka Bank',
        },
      ],
    });
    disbursementReference = posted.reference;
  }
  const [row] = await tx
    .insert(financings)
    .values({
      customerId: input.customerId,
      refundAccountId: input.refundAccountId,
      productCode: input.productCode,
      currency,
      financedMinor: input.financedMinor,
      rateBasisPoints: Math.round(product.annualRatePercent * 100),
      months: input.months,
      instalmentMinor: plan.instalment,
      totalProfitMinor: plan.totalProfit,
      establishmentDate: input.establishmentDate,
      firstDueDate: input.firstDueDate,
      disbursementReference,
    })
    .returning({ id: financings.id });
  if (!row) {
    throw new Error('The financing was not written');
  }
  await tx.insert(financingContracts).values({
    financingId: row.id,
    contractNumber: input.contractNumber,
    contractType: product.contract,
    assetDescription: input.assetDescription,
    costMinor: input.financedMinor,
    marginMinor: plan.totalProfit,
    salePriceMinor: plan.salePrice,
    signedOn: input.establishmentDate,
  });
  await tx.insert(financingLines).values(
    plan.lines.map((line) => ({
      financingId: row.id,
      number: line.number,
      dueDate: line.dueDate,
      balanceBeforeMinor: line.balanceBefore,
      balanceAfterMinor: line.balanceAfter,
      principalMinor: line.principal,
      profitMinor: line.profit,
      instalmentMinor: line.instalment,
    })),
  );
  return { financingId: row.id, lines: plan.lines, disbursementReference };
}

/** "1 234.500 TND"-style text for messages. */
export const describeAmount = (minor: bigint, currency: string) =>
  `${toDecimal(minor, currency)} ${currency}`;
