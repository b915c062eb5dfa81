/** The chequebook types (spec §3) and who may order them: segments, kinds of customer, sizes. */
import type { chequebookTypes } from '../../../db/schema/index.ts';
import {
  COMPANY_SEGMENTS,
  PROFESSIONAL_SEGMENTS,
  RETAIL_SEGMENTS,
} from '../../../db/seed/catalogue/segments.ts';

type TypeRow = typeof chequebookTypes.$inferInsert;

const PREMIUM = ['04', '05', '07'];
const BUSINESS = [...COMPANY_SEGMENTS.filter((code) => code !== 'GUEST'), ...PROFESSIONAL_SEGMENTS];

export const CHEQUEBOOK_TYPES: readonly TypeRow[] = [
  {
    code: 'CHEQUE',
    wording: 'Chéquier standard',
    segments: ['DEFAULT', ...RETAIL_SEGMENTS, ...BUSINESS],
    customerKinds: ['INDIVIDUAL', 'COMPANY'],
    sizes: [25, 50],
    currency: 'TND',
    displayOrder: 1,
  },
  {
    code: 'LCHEQUE',
    wording: 'Lettre-chèque entreprise',
    segments: BUSINESS,
    customerKinds: ['COMPANY'],
    sizes: [25, 50],
    currency: 'TND',
    displayOrder: 2,
  },
  {
    code: 'CHEQUE.VIP',
    wording: 'Chéquier VIP',
    segments: [...PREMIUM, ...PROFESSIONAL_SEGMENTS],
    customerKinds: ['INDIVIDUAL', 'COMPANY'],
    sizes: [25, 50],
    currency: 'TND',
    displayOrder: 3,
  },
  {
    code: 'CHEQUE.PLATINUM',
    wording: 'Chéquier Platinum',
    segments: PREMIUM,
    customerKinds: ['INDIVIDUAL'],
    sizes: [25],
    currency: 'TND',
    displayOrder: 4,
  },
  {
    code: 'CHEQUE.PLATINUM.PLUS',
    wording: 'Chéquier Platinum Plus',
    segments: ['05'],
    customerKinds: ['INDIVIDUAL'],
    sizes: [25],
    currency: 'TND',
    displayOrder: 5,
  },
];
