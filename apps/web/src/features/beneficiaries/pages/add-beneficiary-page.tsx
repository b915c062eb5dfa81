/**
 * `/beneficiaries/add-wb-benef`, `add-national-benef`, `add-international-benef`: a new payee of
 * one kind, offered only when the user may add that kind now (rights, and the bank's switch for
 * international payees).
 */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { Box } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { BeneficiaryFlow } from '../components/beneficiary-flow';
import { UnavailableNotice } from '../components/unavailable-notice';
import { useAddAvailability } from '../hooks/use-add-availability';
import { BENEFICIARY_TYPE_PATH } from '../utils/beneficiary-types';
import '../mantine-styles';

export function AddBeneficiaryPage({ type }: { type: BeneficiaryTypeName }) {
  const { t } = useTranslation('beneficiaries');
  const availability = useAddAvailability();
  const state = availability.isPending || availability.isError ? null : availability.availabilityOf(type);
  const backToTypes = { to: BENEFICIARY_TYPE_PATH, label: t('chooseType.otherType') };
  return (
    <Box maw={1080} mx="auto">
      <BackLink to={backToTypes.to} label={backToTypes.label} />
      <PageHeader
        title={t(`form.addTitle.${type}`)}
        {...(state === 'available' ? { description: t('form.addIntro') } : {})}
      />
      {availability.isPending && <LoadingState rows={3} height={96} />}
      {availability.isError && <ErrorState onRetry={availability.retry} />}
      {state === 'available' && <BeneficiaryFlow type={type} mode="add" />}
      {(state === 'switchedOff' || state === 'notPermitted') && (
        <UnavailableNotice
          kind={state}
          title={t(
            state === 'switchedOff' ? 'unavailable.switchedOffTitle' : 'unavailable.notPermittedTitle',
          )}
          message={t(state === 'switchedOff' ? 'chooseType.internationalOff' : 'chooseType.notAllowed')}
          action={backToTypes}
        />
      )}
    </Box>
  );
}
