/** The simulators' pages, loaded together as one chunk with the styles only they use. */
import '../simulator-styles';

export { LoanCalculatorPage } from './loan-calculator-page';
export { SavingsCalculatorPage } from './savings-calculator-page';
