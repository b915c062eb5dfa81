/** First focusable element of every layout: jumps over the header and menu to the page itself. */
import { useTranslation } from '../../lib/use-translation';
import { MAIN_CONTENT_ID } from './main-content';
import classes from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skip}
      onClick={(event) => {
        // The hash is the router's: move focus by hand instead of following the fragment.
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
