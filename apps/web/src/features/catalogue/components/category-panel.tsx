/** One category of the catalogue: its sub-categories in order, each with its products as cards. */
import type { CatalogueCategory } from '@baraka/contracts/catalogue/schemas';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MediaCard } from '../../../components/ui/media-card';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';

export function CategoryPanel({ category }: { category: CatalogueCategory }) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  return (
    <Stack gap={40}>
      {category.subCategories.map((sub) => (
        <section key={sub.id} aria-labelledby={`sub-category-${sub.id}`} data-testid="product-sub-category">
          <Title order={2} fz="h3" id={`sub-category-${sub.id}`}>
            {localize(sub.name)}
          </Title>
          <Text c="dimmed" mt={4} mb="lg">
            {localize(sub.description)}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
            {sub.products.map((product) => (
              <MediaCard
                key={product.id}
                to={`/products/detail?id=${product.id}`}
                image={product.image}
                title={localize(product.title)}
                text={localize(product.summary)}
                linkLabel={t('list.see')}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
