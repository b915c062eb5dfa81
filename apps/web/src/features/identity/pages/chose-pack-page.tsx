/** `/auth/chose-pack`: Basic or Basic Plus (spec §1), in their business variants for a company. */
import type { Pack } from '@baraka/contracts/identity/auth';
import {
  Button,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RegisterSteps } from '../components/register-steps';
import { getRegistration, REGISTER_PATHS, updateRegistration } from '../session/registration-store';
import classes from './chose-pack-page.module.css';

/** What each pack covers, by customer kind (spec §1). */
const PACK_ITEMS: Record<'INDIVIDUAL' | 'COMPANY', Record<Pack, readonly string[]>> = {
  INDIVIDUAL: {
    BASIC: ['consultation', 'statements', 'products', 'loss', 'messaging', 'simulation'],
    BASIC_PLUS: [
      'consultation',
      'statements',
      'products',
      'loss',
      'messaging',
      'simulation',
      'orders',
      'transfers',
    ],
  },
  COMPANY: {
    BASIC: ['consultation', 'statements', 'products', 'loss', 'messaging', 'simulation'],
    BASIC_PLUS: ['consultation', 'statements', 'products', 'messaging', 'orders', 'transfers'],
  },
};

export function ChosePackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registration = getRegistration();
  const [pack, setPack] = useState<Pack>(registration?.pack ?? 'BASIC_PLUS');

  useEffect(() => {
    if (!registration?.offer) {
      void navigate(REGISTER_PATHS.identity, { replace: true });
    }
  }, [registration, navigate]);
  if (!registration?.offer) {
    return null;
  }
  const { offer } = registration;
  return (
    <Stack gap="lg">
      <RegisterSteps active={2} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('register.packTitle')}
      </Title>
      <Text>{t('register.packIntro', { name: offer.customerName })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="radiogroup" aria-label={t('register.packTitle')}>
        {offer.packs.map((candidate) => {
          const isChosen = candidate === pack;
          return (
            <UnstyledButton
              key={candidate}
              role="radio"
              aria-checked={isChosen}
              onClick={() => setPack(candidate)}
              className={classes.option}
              data-chosen={isChosen || undefined}
              data-testid={`pack-${candidate}`}
            >
              <Paper withBorder radius="lg" p="lg" className={classes.card}>
                <Stack gap="sm">
                  <Text fw={800} fz="lg">
                    {isChosen ? (
                      <IconCircleCheckFilled size={20} aria-hidden />
                    ) : (
                      <IconCircle size={20} aria-hidden />
                    )}{' '}
                    {t(
                      `register.packs.${offer.customerKind === 'COMPANY' ? 'business' : 'retail'}.${candidate}`,
                    )}
                  </Text>
                  <List
                    spacing={4}
                    size="sm"
                    icon={
                      <ThemeIcon size={18} radius="xl" variant="light">
                        <IconCheck size={12} aria-hidden />
                      </ThemeIcon>
                    }
                  >
                    {PACK_ITEMS[offer.customerKind][candidate].map((item) => (
                      <List.Item key={item}>{t(`register.packItems.${item}`)}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Button
        onClick={() => {
          updateRegistration({ pack });
          void navigate(REGISTER_PATHS.password);
        }}
        data-testid="pack-continue"
      >
        {t('register.continue')}
      </Button>
    </Stack>
  );
}
