/** The e-requests on offer as cards: each says what it is for; the chosen one is pressed. */
import type { DynamicForm } from '@baraka/contracts/dynamic-forms/schemas';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconFileCertificate,
  IconFileText,
  IconHomeEdit,
  IconLock,
  type TablerIcon,
} from '@tabler/icons-react';
import { useLocalize } from '../../../lib/localized';

const ICONS: Record<string, TablerIcon> = {
  'balance-certificate': IconFileCertificate,
  'account-closure': IconLock,
  'address-change': IconHomeEdit,
};

type FormPickerProps = {
  forms: readonly DynamicForm[];
  selected: string | null;
  /** Without it the cards only describe (a visitor cannot file). */
  onSelect?: (formName: string) => void;
};

export function FormPicker({ forms, selected, onSelect }: FormPickerProps) {
  const localize = useLocalize();
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(forms.length, 3) }} spacing="md">
      {forms.map((form) => {
        const Icon = ICONS[form.formName] ?? IconFileText;
        const isSelected = form.formName === selected;
        const body = (
          <Paper
            key={form.formName}
            withBorder
            radius="lg"
            p="md"
            h="100%"
            style={
              isSelected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined
            }
          >
            <ThemeIcon size={40} radius="xl" variant={isSelected ? 'filled' : 'light'} mb="sm" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Text fw={600}>{localize(form.data.title)}</Text>
            <Text fz="sm" c="dimmed">
              {localize(form.description)}
            </Text>
          </Paper>
        );
        return onSelect ? (
          <UnstyledButton
            key={form.formName}
            onClick={() => onSelect(form.formName)}
            aria-pressed={isSelected}
            data-testid={`e-request-${form.formName}`}
            style={{ textAlign: 'start' }}
          >
            {body}
          </UnstyledButton>
        ) : (
          <div key={form.formName}>{body}</div>
        );
      })}
    </SimpleGrid>
  );
}
