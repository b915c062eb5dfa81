/** The exchange rates area's pages, loaded together as one chunk. */
import '../mantine-styles';

export { ConverterPage } from './converter-page';
export { CurrenciesPage } from './currencies-page';
