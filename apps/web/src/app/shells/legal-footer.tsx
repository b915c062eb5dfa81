/** Footer of the sign-in layout (spec §2): legal notice, privacy, copyright with the current year. */
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';
import classes from './legal-footer.module.css';
import { VersionLine } from './version-line';

export function LegalFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <Text fz="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        <Group gap="lg" wrap="wrap">
          <Anchor component={Link} to="/legal-notice" fz="sm">
            {t('footer.legalNotice')}
          </Anchor>
          <Anchor component={Link} to="/privacy-policy" fz="sm">
            {t('footer.privacyPolicy')}
          </Anchor>
          <VersionLine />
        </Group>
      </div>
    </footer>
  );
}
