/** The logo as a link home: the public dashboard for visitors, the private one once signed in. */

import { Logo } from '../../components/ui/logo';
import { Link } from '../../lib/router';
import { isSignedIn, useSession } from '../../lib/session-store';
import { useTranslation } from '../../lib/use-translation';
import { PRIVATE_HOME_PATH, PUBLIC_HOME_PATH } from '../routes';
import classes from './brand-link.module.css';

type BrandLinkProps = { isCompact?: boolean; size?: number };

export function BrandLink({ isCompact = false, size = 40 }: BrandLinkProps) {
  const { t } = useTranslation('common');
  const session = useSession();
  return (
    <Link
      to={isSignedIn(session) ? PRIVATE_HOME_PATH : PUBLIC_HOME_PATH}
      className={classes.link}
      // The wordmark names the link; the mark alone (compact) needs a label.
      aria-label={isCompact ? t('brand.homeLink') : undefined}
    >
      <Logo isCompact={isCompact} size={size} />
    </Link>
  );
}
