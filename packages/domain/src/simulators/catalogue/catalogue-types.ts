/** The shape of the bank's simulator catalogue: definitions with their texts in the three languages. */
import type {
  FormulaDefinition,
  IntervalFactorDefinition,
  SimulatorKind,
  UniqueFactorDefinition,
} from '../definition.ts';

export type LocalizedText = { fr: string; en: string; ar: string };

type Texts = { label: LocalizedText; description: LocalizedText | null };

export type CatalogueFactor = (IntervalFactorDefinition | UniqueFactorDefinition) & Texts;
export type CatalogueFormula = FormulaDefinition & { label: LocalizedText };

export type CatalogueCategory = {
  kind: SimulatorKind;
  /** home_loan, car_loan, other_loan (spec §3), savings. */
  name: string;
  label: LocalizedText;
  description: LocalizedText;
};

export type CatalogueProduct = {
  kind: SimulatorKind;
  name: string;
  categoryName: string;
  label: LocalizedText;
  description: LocalizedText;
  segment: string;
  factors: CatalogueFactor[];
  formulas: CatalogueFormula[];
};
