/** How the seeded forms are written: a row of dynamic_forms with its definition, texts in fr, en, ar. */
import type { FormCategory, FormDefinitionInput, LocalizedText } from '@baraka/contracts';

export type SeededForm = {
  formName: string;
  category: FormCategory;
  subCategory: string | null;
  description: LocalizedText;
  data: FormDefinitionInput;
};

/** A text in French, English and Arabic. */
export const tr = (fr: string, en: string, ar: string): LocalizedText => ({ fr, en, ar });
