/**
 * The top of `/transfers`: one tile per kind of transfer the role may send, then links to the
 * standing and bulk order lists the role may see (spec §6). A role without any says so.
 */
import { Alert, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowsLeftRight,
  IconBuildingBank,
  IconCalendarRepeat,
  IconChevronRight,
  IconInfoCircle,
  IconListDetails,
  IconRepeat,
  IconSend,
  IconUsersGroup,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { NEW_TRANSFER_ITEMS, selectHubItems, TRANSFER_LIST_ITEMS } from '../utils/history-hub-items';
import classes from './history-hub-tiles.module.css';

/** `isDirectional`: the icon points the way the money goes, so it turns round right to left. */
const LOOKS: Record<string, { icon: TablerIcon; color: string; isDirectional?: boolean }> = {
  'own-account': { icon: IconArrowsLeftRight, color: 'primary' },
  'within-bank': { icon: IconBuildingBank, color: 'teal' },
  'add-local': { icon: IconSend, color: 'ocean', isDirectional: true },
  'add-international': { icon: IconWorld, color: 'plum' },
  'add-permanent': { icon: IconRepeat, color: 'secondary' },
  'add-multiple': { icon: IconUsersGroup, color: 'grape' },
  'permanent-list': { icon: IconCalendarRepeat, color: 'secondary' },
  'multiple-list': { icon: IconListDetails, color: 'grape' },
};
const FALLBACK_LOOK = { icon: IconSend, color: 'primary', isDirectional: true };

export function HistoryHubTiles() {
  const { t } = useTranslation('transfer-history');
  const { permissions } = useSession();
  const newItems = selectHubItems(NEW_TRANSFER_ITEMS, permissions);
  const listItems = selectHubItems(TRANSFER_LIST_ITEMS, permissions);

  return (
    <Stack gap="lg" mb="xl">
      <section aria-labelledby="new-transfer-title">
        <Title order={2} fz="h4" id="new-transfer-title" mb="sm">
          {t('hub.newTitle')}
        </Title>
        {newItems.length === 0 ? (
          <Alert variant="light" color="ocean" radius="lg" icon={<IconInfoCircle aria-hidden />}>
            {t('hub.noneAllowed')}
          </Alert>
        ) : (
          <SimpleGrid
            cols={{
              base: newItems.length === 4 || newItems.length <= 2 ? 2 : 3,
              sm: Math.min(newItems.length, 3),
              lg: Math.min(newItems.length, 6),
            }}
            spacing={{ base: 'xs', sm: 'sm' }}
            component="ul"
            className={classes.grid}
          >
            {newItems.map(({ key, to }) => {
              const { icon: Icon, color, isDirectional } = LOOKS[key] ?? FALLBACK_LOOK;
              return (
                <li key={key}>
                  <Link to={to} className={classes.tile} data-testid={`hub-${key}`}>
                    <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
                      <Icon size={24} stroke={1.7} className={isDirectional ? 'mirror-in-rtl' : undefined} />
                    </ThemeIcon>
                    <span className={classes.title}>{t(`hub.items.${key}.title`)}</span>
                    <span className={classes.description}>{t(`hub.items.${key}.description`)}</span>
                  </Link>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </section>
      {listItems.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="nav" aria-label={t('hub.listsTitle')}>
          {listItems.map(({ key, to }) => {
            const { icon: Icon, color, isDirectional } = LOOKS[key] ?? FALLBACK_LOOK;
            return (
              <Link key={key} to={to} className={classes.listLink} data-testid={`hub-${key}`}>
                <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
                  <Icon size={20} stroke={1.7} className={isDirectional ? 'mirror-in-rtl' : undefined} />
                </ThemeIcon>
                <span>
                  <Text fw={700} fz="sm">
                    {t(`hub.items.${key}.title`)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t(`hub.items.${key}.description`)}
                  </Text>
                </span>
                <IconChevronRight size={18} className="mirror-in-rtl" aria-hidden />
              </Link>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
