/**
 * `/beneficiaries/edit-wb-benef?id=`, `edit-national-benef`, `edit-international-benef`: one payee
 * prefilled, for those who may update that kind. An unknown id, or one of another kind, is "not found".
 */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { Box } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { ApiError } from '../../../lib/api-error';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useBeneficiary } from '../api/get-beneficiary';
import { BeneficiaryFlow } from '../components/beneficiary-flow';
import { UnavailableNotice } from '../components/unavailable-notice';
import { BENEFICIARIES_PATH, getBeneficiaryService } from '../utils/beneficiary-types';
import '../mantine-styles';

function EditContent({ type, id }: { type: BeneficiaryTypeName; id: string }) {
  const { t } = useTranslation('beneficiaries');
  const mayUpdate = usePermission(getBeneficiaryService(type), 'UPDATE');
  const found = useBeneficiary(mayUpdate ? id : '');
  const notFound = <EmptyState title={t('errors.notFound')} />;
  if (!mayUpdate) {
    return (
      <UnavailableNotice
        kind="notPermitted"
        title={t('unavailable.notPermittedTitle')}
        message={t('errors.editNotAllowed')}
        action={{ to: BENEFICIARIES_PATH, label: t('common.backToList') }}
      />
    );
  }
  if (id === '') {
    return notFound;
  }
  if (found.isPending) {
    return <LoadingState rows={3} height={96} />;
  }
  if (found.isError) {
    // A malformed id (400) is as unknown as one that does not exist (404).
    const isUnknown = found.error instanceof ApiError && [400, 404].includes(found.error.httpStatus);
    return isUnknown ? notFound : <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  }
  if (found.data.beneficiaryType !== type) {
    return notFound;
  }
  // Keyed by payee: another id starts a fresh form.
  return <BeneficiaryFlow key={found.data.id} type={type} mode="update" beneficiary={found.data} />;
}

export function EditBeneficiaryPage({ type }: { type: BeneficiaryTypeName }) {
  const { t } = useTranslation('beneficiaries');
  const [params] = useSearchParams();
  return (
    <Box maw={1080} mx="auto">
      <BackLink to={BENEFICIARIES_PATH} label={t('common.backToList')} />
      <PageHeader title={t('form.editTitle')} description={t('form.editIntro')} />
      <EditContent type={type} id={params.get('id') ?? ''} />
    </Box>
  );
}
