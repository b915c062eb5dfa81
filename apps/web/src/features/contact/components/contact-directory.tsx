/** The bank's contact groups (GET contacts) beside the form: phones, e-mails, fax, addresses, websites. */
import type { ContactMethod, ContactMethodKind } from '@baraka/contracts/contact/schemas';
import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconMail,
  IconMapPin,
  IconPhone,
  IconPrinter,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useContactDirectory } from '../api/contact-directory';

const ICONS: Record<ContactMethodKind, TablerIcon> = {
  PHONE: IconPhone,
  MAIL: IconMail,
  FAX: IconPrinter,
  ADDRESS: IconMapPin,
  WEBSITE: IconWorld,
};

const hrefOf = (method: ContactMethodKind, value: string) => {
  switch (method) {
    case 'PHONE':
      return `tel:${value.replace(/\s/g, '')}`;
    case 'MAIL':
      return `mailto:${value}`;
    case 'WEBSITE':
      return value;
    default:
      return null;
  }
};

function MethodLine({ method }: { method: ContactMethod }) {
  const localize = useLocalize();
  const Icon = ICONS[method.method];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed">
          {localize(method.labels)}
        </Text>
        {method.values.map((value) => {
          const href = hrefOf(method.method, value);
          const isLtr = method.method !== 'ADDRESS';
          return href ? (
            <Anchor
              key={value}
              href={href}
              fz="sm"
              display="block"
              dir={isLtr ? 'ltr' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {value}
            </Anchor>
          ) : (
            <Text key={value} fz="sm" dir={isLtr ? 'ltr' : undefined} ta="start">
              {value}
            </Text>
          );
        })}
      </div>
    </Group>
  );
}

export function ContactDirectoryCard() {
  const { t } = useTranslation('contact');
  const localize = useLocalize();
  const directory = useContactDirectory();
  return (
    <Paper
      component="aside"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="contact-directory-title"
    >
      <Title order={2} fz="h4" mb="md" id="contact-directory-title">
        {t('directory.title')}
      </Title>
      {directory.isPending && <Skeleton height={180} radius="md" />}
      {directory.isError && (
        <Text fz="sm" c="dimmed">
          {t('directory.unavailable')}
        </Text>
      )}
      <Stack gap="lg">
        {directory.data?.listDto.map((group) => (
          <Stack key={group.id} gap="xs">
            <div>
              <Text fw={600}>{localize(group.name)}</Text>
              <Text fz="xs" c="dimmed">
                {localize(group.description)}
              </Text>
            </div>
            {group.contactMethods.map((method) => (
              <MethodLine key={method.id} method={method} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
