/** `/legal-notice`, `/privacy-policy`, `/security-mention`: one of the bank's standing texts. */
import type { LegalTheme } from '@baraka/contracts/content/schemas';
import { Paper, Text } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { RichText } from '../../../components/ui/rich-text';
import { formatDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useLegalText } from '../api/get-legal-text';

const TITLE_KEYS: Record<LegalTheme, string> = {
  LEGAL_NOTICE: 'legal.legalNotice',
  PRIVACY_POLICY: 'legal.privacyPolicy',
  SECURITY_MENTION: 'legal.securityMention',
};

function LegalTextPage({ theme }: { theme: LegalTheme }) {
  const { t, i18n } = useTranslation('content');
  const localize = useLocalize();
  const text = useLegalText(theme);
  return (
    <>
      <PageHeader title={t(TITLE_KEYS[theme])} />
      {text.isPending && <LoadingState rows={4} height={60} />}
      {text.isError && <ErrorState error={text.error} onRetry={() => void text.refetch()} />}
      {text.data && (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={860}>
          <RichText html={localize(text.data.description)} />
          <Text fz="xs" c="dimmed" mt="xl">
            {t('legal.updated', { date: formatDate(text.data.lastModifiedDate, i18n.language) })}
          </Text>
        </Paper>
      )}
    </>
  );
}

export const LegalNoticePage = () => <LegalTextPage theme="LEGAL_NOTICE" />;
export const PrivacyPolicyPage = () => <LegalTextPage theme="PRIVACY_POLICY" />;
export const SecurityMentionPage = () => <LegalTextPage theme="SECURITY_MENTION" />;
