/**
 * The card order as the form holds it, checked by the call's own schema; the limits offered stop at
 * the chosen product's ceiling (spec §9: 0, 700 … 2000, capped by the product).
 */
import { type CreateCardRequestInput, createCardRequestSchema } from '@baraka/contracts/cards/requests';
import { CARD_LIMIT_CHOICES, type CardProduct } from '@baraka/contracts/cards/schemas';
import { toThousandths } from './limit-gauge';

export type OrderDraft = {
  accountId: string | null;
  productCode: string | null;
  limit: string | null;
  periodicity: CreateCardRequestInput['periodicity'];
  agencyCode: string | null;
};

export const EMPTY_ORDER: OrderDraft = {
  accountId: null,
  productCode: null,
  limit: null,
  periodicity: 'MONTHLY',
  agencyCode: null,
};

export type LimitChoice = (typeof CARD_LIMIT_CHOICES)[number];

/** The offered amounts ("1200.000") that are order choices and fit under the product's ceiling. */
export function listLimitChoices(
  offered: readonly string[],
  product: CardProduct | undefined,
): LimitChoice[] {
  const ceiling = product ? toThousandths(product.onPerToAmount) : null;
  return CARD_LIMIT_CHOICES.filter(
    (choice) =>
      offered.some((amount) => toThousandths(amount) === toThousandths(choice)) &&
      (ceiling === null || toThousandths(choice) <= ceiling),
  );
}

const isDraftField = (field: unknown): field is keyof OrderDraft =>
  typeof field === 'string' && field in EMPTY_ORDER;

export type OrderCheck =
  | { request: CreateCardRequestInput; fields: [] }
  | { request: null; fields: (keyof OrderDraft)[] };

export function checkOrderDraft(draft: OrderDraft): OrderCheck {
  const parsed = createCardRequestSchema.safeParse(draft);
  if (parsed.success) {
    return { request: parsed.data, fields: [] };
  }
  const fields = new Set<keyof OrderDraft>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isDraftField(field)) {
      fields.add(field);
    }
  }
  return { request: null, fields: [...fields] };
}
