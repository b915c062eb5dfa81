/**
 * `/beneficiaries/benef-type`: where the payee's account is — at Al Baraka, at another Tunisian
 * bank, or abroad. International is shown disabled with its reason while the bank keeps it closed.
 */
import { Box, Stack } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { TypeOption } from '../components/type-option';
import { useAddAvailability } from '../hooks/use-add-availability';
import { BENEFICIARIES_PATH, BENEFICIARY_TYPE_ORDER } from '../utils/beneficiary-types';

export function BeneficiaryTypePage() {
  const { t } = useTranslation('beneficiaries');
  const availability = useAddAvailability();
  return (
    <Box maw={720} mx="auto">
      <BackLink to={BENEFICIARIES_PATH} label={t('common.backToList')} />
      <PageHeader title={t('chooseType.title')} description={t('chooseType.intro')} />
      {availability.isPending && <LoadingState rows={3} height={92} />}
      {availability.isError && <ErrorState onRetry={availability.retry} />}
      {!availability.isPending && !availability.isError && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {BENEFICIARY_TYPE_ORDER.map((type) => (
            <li key={type}>
              <TypeOption type={type} availability={availability.availabilityOf(type)} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
