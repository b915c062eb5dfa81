/** The choice of financing: one card per simulator, grouped by category when there are several. */
import type { LoanProduct } from '@baraka/contracts/simulators/schemas';
import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pickLocalized } from '../../../lib/localized';
import { useSimulatorText } from '../hooks/use-simulator-text';
import classes from './product-picker.module.css';

type ProductPickerProps = {
  products: readonly LoanProduct[];
  selected: string;
  onSelect: (name: string) => void;
};

function groupByCategory(products: readonly LoanProduct[]) {
  const groups = new Map<number, { category: LoanProduct['loanCategory']; products: LoanProduct[] }>();
  for (const product of products) {
    const group = groups.get(product.loanCategory.id) ?? { category: product.loanCategory, products: [] };
    group.products.push(product);
    groups.set(product.loanCategory.id, group);
  }
  return [...groups.values()];
}

export function ProductPicker({ products, selected, onSelect }: ProductPickerProps) {
  const { t, language } = useSimulatorText();
  const groups = groupByCategory(products);
  return (
    <Radio.Group
      value={selected}
      onChange={onSelect}
      label={
        <Title order={2} fz="h4">
          {t('loan.chooseProduct')}
        </Title>
      }
    >
      <Stack gap="md" mt="sm">
        {groups.map(({ category, products: members }) => (
          <div key={category.id}>
            {groups.length > 1 && (
              <Text size="sm" fw={600} c="dimmed" mb={6}>
                {pickLocalized(category.label, language)}
              </Text>
            )}
            <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
              {members.map((product) => (
                <Radio.Card
                  key={product.id}
                  value={product.name}
                  radius="md"
                  className={classes.card}
                  data-testid={`product-${product.name}`}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator color="plum" mt={2} className={classes.indicator} />
                    <div>
                      <Text fw={700}>{pickLocalized(product.label, language)}</Text>
                      <Text size="sm" c="dimmed" lineClamp={2} visibleFrom="sm">
                        {pickLocalized(product.description, language)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </div>
        ))}
      </Stack>
    </Radio.Group>
  );
}
