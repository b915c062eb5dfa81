/** Reading a simulation's figures on the page: by name, as display text, and as the exact wire value. */
import type { Language } from '@baraka/contracts/shared/common';
import type { SimulatorProduct } from '@baraka/contracts/simulators/schemas';
import { UNIT_DECIMALS } from '@baraka/domain/simulators/definition';
import type { SimulationFigure } from '@baraka/domain/simulators/figures';
import { formatScaled } from '@baraka/domain/simulators/rounding';
import { pickLocalized } from '../../../lib/localized';

export const findFigureByName = (figures: readonly SimulationFigure[], name: string) =>
  figures.find((figure) => figure.name === name);

/** The decimal text the API answers for the same figure ("1570.629"), kept on the page for checks. */
export const toWireValue = (figure: SimulationFigure): string =>
  formatScaled(figure.scaled, UNIT_DECIMALS[figure.unit]);

/** A formula's label from the product, or the page's own label for the totals the engine adds. */
export function labelFigure(
  product: SimulatorProduct,
  name: string,
  language: Language,
  fallback: (name: string) => string,
): string {
  const formula = product.formulas.find((candidate) => candidate.name === name);
  return formula ? pickLocalized(formula.label, language) : fallback(name);
}
