/**
 * On phones the results sit below the parameters: this bar keeps the headline figure in sight while
 * the sliders move. The results card says the same to screen readers, so the bar is hidden from them.
 */
import type { SimulationFigure } from '@baraka/domain/simulators/figures';
import { useSimulatorText } from '../hooks/use-simulator-text';
import { formatAmount } from '../utils/format';
import classes from './headline-bar.module.css';

export function HeadlineBar({ label, figure }: { label: string; figure: SimulationFigure | undefined }) {
  const { language } = useSimulatorText();
  if (!figure) {
    return null;
  }
  return (
    <div className={classes.bar} aria-hidden>
      <span className={classes.label}>{label}</span>
      <span className={classes.amount}>{formatAmount(figure.value, language)}</span>
    </div>
  );
}
