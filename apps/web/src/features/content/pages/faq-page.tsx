/** `/faqs`: the bank's introduction, a search box and the matching questions. */
import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { RichText } from '../../../components/ui/rich-text';
import { useLocalize } from '../../../lib/localized';
import { toPlainText } from '../../../lib/plain-text';
import { useTranslation } from '../../../lib/use-translation';
import { useFaq } from '../api/get-faq';
import { FaqList } from '../components/faq-list';
import { matchesSearch } from '../utils/match-search';

export function FaqPage() {
  const { t } = useTranslation(['content', 'common']);
  const localize = useLocalize();
  const faq = useFaq();
  const [query, setQuery] = useState('');
  const items = (faq.data?.faqDtoList ?? []).filter((item) =>
    matchesSearch(query, localize(item.question), toPlainText(localize(item.response))),
  );
  return (
    <>
      <PageHeader title={t('faq.title')} />
      {faq.isPending && <LoadingState rows={5} height={56} />}
      {faq.isError && <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />}
      {faq.data && (
        <Stack gap="lg" maw={860}>
          <RichText html={localize(faq.data.faqConfigDto.introduction)} />
          <TextInput
            type="search"
            size="md"
            radius="xl"
            label={t('faq.searchLabel')}
            placeholder={t('faq.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            rightSection={
              query && (
                <CloseButton
                  aria-label={t('states.clearSearch', { ns: 'common' })}
                  onClick={() => setQuery('')}
                />
              )
            }
            data-testid="faq-search"
          />
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('faq.count', { count: items.length })}
          </Text>
          {items.length > 0 ? (
            <FaqList items={items} />
          ) : (
            <EmptyState title={t('states.noMatch', { ns: 'common', query })} />
          )}
        </Stack>
      )}
    </>
  );
}
