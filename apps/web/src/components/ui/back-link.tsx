/** "Back to the list" above a detail page. */
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';

export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to={to} fz="sm" mb="md" display="inline-block">
      <Group gap={6} component="span">
        <IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />
        {label ?? t('states.backToList')}
      </Group>
    </Anchor>
  );
}
