/** The questions as an accordion: one open at a time, each answer in the bank's rich text. */
import type { FaqItem } from '@baraka/contracts/content/schemas';
import { Accordion, Badge, Group, Text } from '@mantine/core';
import { RichText } from '../../../components/ui/rich-text';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';

export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  return (
    <Accordion
      variant="separated"
      radius="lg"
      chevronPosition="right"
      data-testid="faq-list"
      styles={{
        item: { background: 'var(--mantine-color-body)', borderColor: 'var(--mantine-color-default-border)' },
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text fw={600}>{localize(item.question)}</Text>
              <Badge variant="light" color="plum" visibleFrom="sm" style={{ flexShrink: 0 }}>
                {t(`faq.topics.${item.topic}`, { defaultValue: item.topic })}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <RichText html={localize(item.response)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
