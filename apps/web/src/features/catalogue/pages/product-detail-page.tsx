/** `/products/detail?id=`: one product with its description and what to do next. */
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { Illustration } from '../../../components/ui/illustration';
import { RichText } from '../../../components/ui/rich-text';
import { useLocalize } from '../../../lib/localized';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useOnlineProducts } from '../api/get-online-products';

/** Financing products lead to the simulators; the others to a branch. */
const FINANCING_SUB_CATEGORIES = new Set(['Financements', 'Finacements']);

export function ProductDetailPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const localize = useLocalize();
  const [params] = useSearchParams();
  const products = useOnlineProducts();
  const product = products.data?.find((candidate) => String(candidate.id) === params.get('id'));
  if (products.isPending) {
    return <LoadingState rows={2} height={200} />;
  }
  if (products.isError) {
    return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  }
  if (!product) {
    return (
      <>
        <BackLink to="/products/list" />
        <EmptyState title={t('states.notFoundTitle', { ns: 'common' })} />
      </>
    );
  }
  const { subCategory } = product;
  const categoryLink = `/products/list?category=${subCategory.category.id}`;
  return (
    <Stack gap="md" maw={900}>
      <Breadcrumbs separator="›" fz="sm">
        <Anchor component={Link} to="/products/list">
          {t('list.title')}
        </Anchor>
        <Anchor component={Link} to={categoryLink}>
          {t(`list.categories.${subCategory.category.categoryName}`, {
            defaultValue: subCategory.category.categoryName,
          })}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {localize(subCategory.name)}
        </Text>
      </Breadcrumbs>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Illustration image={product.image} height={240} radius={0} />
        <Stack p={{ base: 'lg', sm: 'xl' }} gap="md">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {localize(product.title)}
          </Title>
          <RichText html={localize(product.description)} />
          <Group gap="sm" mt="sm">
            <Button
              component={Link}
              to="/appointment/request"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t('detail.appointment')}
            </Button>
            {FINANCING_SUB_CATEGORIES.has(subCategory.subCategoryName) && (
              <Button
                component={Link}
                to="/calculator/loan"
                variant="light"
                leftSection={<IconCalculator size={18} aria-hidden />}
              >
                {t('detail.simulate')}
              </Button>
            )}
            <Button
              component={Link}
              to="/locator"
              variant="default"
              leftSection={<IconMapPin size={18} aria-hidden />}
            >
              {t('detail.branches')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <BackLink to={categoryLink} label={t('detail.back')} />
    </Stack>
  );
}
