/** Builds catalogue products from short trilingual facts: a title, one summary line and a few features. */
import type { LocalizedText } from '@baraka/contracts';

export type ProductSeed = {
  subCategory: string;
  image: string;
  /** 0 = no particular place (shown after the ordered products). */
  order: number;
  segments: readonly string[];
  title: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  forMobile?: boolean;
  forWeb?: boolean;
};

type Lines = [fr: string, en: string, ar: string];

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function defineProduct(
  base: Pick<ProductSeed, 'subCategory' | 'image' | 'order' | 'segments'>,
  title: Lines,
  summary: Lines,
  features: Lines[],
): ProductSeed {
  const pick = (index: 0 | 1 | 2) => features.map((feature) => feature[index]);
  return {
    ...base,
    title: { fr: title[0], en: title[1], ar: title[2] },
    summary: { fr: summary[0], en: summary[1], ar: summary[2] },
    description: {
      fr: `<p>${summary[0]}</p>${list(pick(0))}`,
      en: `<p>${summary[1]}</p>${list(pick(1))}`,
      ar: `<p>${summary[2]}</p>${list(pick(2))}`,
    },
  };
}

/** The theft and breakage insurance every card carries (spec §3: up to 500 DT a year). */
export const CARD_INSURANCE: Lines = [
  'Assurance vol et casse des achats jusqu’à <strong>500 DT par an</strong>',
  'Theft and breakage insurance on purchases up to <strong>500 DT a year</strong>',
  'تأمين ضد سرقة وكسر المشتريات في حدود <strong>500 دينار سنويًا</strong>',
];
