/**
 * The card products (spec §3 "Card product"), named as the public catalogue names its cards, with
 * the core's product codes, plastic, limit index and ceiling per period (spec §9: 500 to 15 000).
 */

import type { cardProducts } from '../../../db/schema/index.ts';
import {
  COMPANY_SEGMENTS,
  PROFESSIONAL_SEGMENTS,
  PUBLIC_SEGMENTS,
  RETAIL_SEGMENTS,
} from '../../../db/seed/catalogue/segments.ts';

type ProductRow = typeof cardProducts.$inferInsert;

const product = (
  productCode: string,
  wording: string,
  abrvWording: string,
  family: ProductRow['family'],
  limitTnd: number,
  segments: readonly string[],
  extra: Partial<ProductRow> = {},
): ProductRow => ({
  productCode,
  wording,
  abrvWording,
  plasticType: 'EMV',
  limitIndex: 0,
  productLimitMinor: BigInt(limitTnd) * 1000n,
  family,
  kind: 'DEBIT',
  segments: [...segments],
  currency: 'TND',
  ...extra,
});

const BUSINESS = [...COMPANY_SEGMENTS.filter((code) => code !== 'GUEST'), ...PROFESSIONAL_SEGMENTS];
const PREMIUM = ['04', '05', '07'];

export const CARD_PRODUCTS: readonly ProductRow[] = [
  product('VCL', 'Carte Visa Classic', 'VISA CLASSIC', 'CLASSIC', 3000, PUBLIC_SEGMENTS, { limitIndex: 1 }),
  product('VCP', 'Carte Visa Classic Plus', 'VISA CLASSIC+', 'CLASSIC', 5000, PUBLIC_SEGMENTS, {
    limitIndex: 2,
  }),
  product('CTT', 'Carte Tunisienne Tous', 'C. TUNISIENNE', 'CLASSIC', 2000, PUBLIC_SEGMENTS, {
    plasticType: 'EMV NATIONAL',
    limitIndex: 1,
  }),
  product('VGO', 'Carte Gold internationale', 'VISA GOLD', 'GOLD', 8000, ['02', '03', ...PREMIUM], {
    limitIndex: 3,
  }),
  product('MCG', 'Carte Gold nationale', 'MASTERCARD GOLD', 'GOLD', 6000, ['02', '03', ...PREMIUM], {
    plasticType: 'EMV NATIONAL',
    limitIndex: 3,
  }),
  product('VPL', 'Carte Visa Platinum', 'VISA PLATINUM', 'PLATINUM', 12000, PREMIUM, {
    plasticType: 'EMV CONTACTLESS',
    limitIndex: 4,
  }),
  product('LDY', 'Carte Lady', 'CARTE LADY', 'CLASSIC', 3000, RETAIL_SEGMENTS, { limitIndex: 1 }),
  product('EPG', 'Carte Épargne', 'CARTE EPARGNE', 'SAVINGS', 500, PUBLIC_SEGMENTS, {
    plasticType: 'MAGSTRIPE',
  }),
  product('TEC', 'Carte Tech', 'TECH CARD', 'YOUTH', 1500, ['DEFAULT', '01', '02', '03', '06'], {
    kind: 'PREPAID',
    plasticType: 'EMV CONTACTLESS',
  }),
  product('VBU', 'Carte Visa Business', 'VISA BUSINESS', 'BUSINESS', 15000, BUSINESS, { limitIndex: 4 }),
  product('TCO', 'Carte Tech Corporate', 'TECH CORP', 'PREPAID', 10000, BUSINESS, {
    kind: 'PREPAID',
    limitIndex: 2,
  }),
].map((row, index) => ({ ...row, displayOrder: index + 1 }));
