/** `/products/list`: the catalogue, one tab per category (individuals, professionals, companies). */
import { Tabs } from '@mantine/core';
import { IconBriefcase, IconBuildingFactory2, IconUser } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocalize } from '../../../lib/localized';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useCatalogue } from '../api/get-catalogue';
import { CategoryPanel } from '../components/category-panel';

const ICONS = [IconUser, IconBriefcase, IconBuildingFactory2];

export function ProductsListPage() {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const catalogue = useCatalogue();
  const [params, setParams] = useSearchParams();
  const categories = catalogue.data ?? [];
  const selected = params.get('category') ?? String(categories[0]?.id ?? '');
  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {catalogue.isPending && <LoadingState rows={3} height={160} />}
      {catalogue.isError && <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />}
      {catalogue.data?.length === 0 && <EmptyState title={t('list.empty')} />}
      {categories.length > 0 && (
        <Tabs
          value={selected}
          onChange={(value) => value && setParams({ category: value }, { replace: true })}
          keepMounted={false}
          radius="md"
        >
          <Tabs.List mb="xl" grow>
            {categories.map((category, index) => {
              const Icon = ICONS[index % ICONS.length] ?? IconUser;
              return (
                <Tabs.Tab
                  key={category.id}
                  value={String(category.id)}
                  leftSection={<Icon size={18} aria-hidden />}
                >
                  {t(`list.categories.${category.categoryName}`, {
                    defaultValue: localize(category.description),
                  })}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {categories.map((category) => (
            <Tabs.Panel key={category.id} value={String(category.id)}>
              <CategoryPanel category={category} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </>
  );
}
