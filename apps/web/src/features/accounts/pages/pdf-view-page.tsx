/**
 * `/accounts/pdf-view`: an account document (RIB certificate, statement, receipt) drawn in the page,
 * with a download link; on phones it takes the whole screen (spec §2 layout).
 */
import { ActionIcon, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useAccounts } from '../../../api/accounts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { dataUrlToPdfBlob, toPdfFileName } from '../../../lib/pdf-data-url';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { PdfViewer } from '../components/pdf-viewer';
import { useAccountDocument } from '../hooks/use-account-document';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObjectUrl } from '../hooks/use-object-url';
import { readDocumentParams } from '../utils/account-documents';
import classes from './pdf-view-page.module.css';

export function PdfViewPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const paramsText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address text is the real dependency
  const document = useMemo(() => readDocumentParams(params), [paramsText]);
  const accountId = document?.type === 'period' ? document.filter.accountId : document?.accountId;
  const accounts = useAccounts();
  const pdf = useAccountDocument(document);
  const blob = useMemo(() => (pdf.data ? dataUrlToPdfBlob(pdf.data.file) : null), [pdf.data]);
  const url = useObjectUrl(blob);
  const { title, subtitle } = useDocumentTitle(
    document,
    accounts.data?.find((account) => account.id === accountId),
  );
  // Opened from inside the app: back returns there; opened from an address: to the accounts.
  const close = () => void (location.key === 'default' ? navigate('/accounts') : navigate(-1));

  return (
    <div className={classes.page}>
      <header className={classes.bar}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          radius="xl"
          aria-label={t('pdf.close')}
          onClick={close}
        >
          <IconArrowLeft size={22} className="mirror-in-rtl" aria-hidden />
        </ActionIcon>
        <Stack gap={0} className={classes.heading}>
          <Title order={1} className={classes.title} data-testid="pdf-title">
            {title}
          </Title>
          {subtitle && (
            <Text fz="xs" c="dimmed" truncate>
              {subtitle}
            </Text>
          )}
        </Stack>
        {pdf.data && url && (
          <Button
            component="a"
            href={url}
            download={toPdfFileName(pdf.data.fileName)}
            leftSection={<IconDownload size={18} aria-hidden />}
            radius="xl"
            data-testid="download-pdf"
          >
            <span className={classes.downloadLabel}>{t('pdf.download')}</span>
          </Button>
        )}
      </header>
      <div className={classes.body}>
        {!document && <EmptyState title={t('pdf.invalid')} />}
        {pdf.isPending && document && <LoadingState rows={1} height={420} />}
        {pdf.isError && <ErrorState message={pdf.error.message} onRetry={() => void pdf.refetch()} />}
        {blob && <PdfViewer blob={blob} />}
      </div>
    </div>
  );
}
