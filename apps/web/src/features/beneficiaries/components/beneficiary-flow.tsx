/**
 * The payee form, then the one-time code when the server asks for it, then the saved payee. An
 * edit goes back to the list once saved; an add shows its success screen.
 */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { Box, Grid, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { usePermission } from '../../../components/ui/permission-gate';
import { isFeatureAvailable } from '../../../lib/features';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useBeneficiaryForm } from '../hooks/use-beneficiary-form';
import { getFullName } from '../utils/account-display';
import { type FormMode, toFormValues } from '../utils/beneficiary-form';
import { BENEFICIARIES_PATH, getTransferService } from '../utils/beneficiary-types';
import { summarizeValues } from '../utils/payee-summary';
import { BeneficiaryForm } from './beneficiary-form';
import { FormHelp } from './form-help';
import { FormSteps } from './form-steps';
import { PayeeSummaryCard } from './payee-summary-card';
import { SaveSuccess } from './save-success';

type FlowProps = { type: BeneficiaryTypeName; mode: FormMode; beneficiary?: Beneficiary };

const STEP_INDEX = { form: 0, challenge: 1, done: 2 } as const;

/** Each step starts at the top, where its heading is (phones show one step per screen). */
function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return null;
}

export function BeneficiaryFlow({ type, mode, beneficiary }: FlowProps) {
  const { t } = useTranslation('beneficiaries');
  const navigate = useNavigate();
  const canSend = usePermission(getTransferService(type), 'CREATE') && isFeatureAvailable('TRANSFER');
  const form = useBeneficiaryForm({
    type,
    mode,
    ...(beneficiary ? { id: beneficiary.id, initial: toFormValues(beneficiary) } : {}),
    onSaved: (saved) => {
      if (mode === 'update') {
        notifications.show({ color: 'teal', message: t('list.updated', { name: getFullName(saved) }) });
        void navigate(BENEFICIARIES_PATH);
      }
    },
  });
  const { step } = form;
  return (
    <>
      <ScrollToTop key={step.name} />
      {mode === 'add' && <FormSteps current={STEP_INDEX[step.name]} />}
      {step.name === 'done' && mode === 'add' ? (
        <Box maw={640} mx="auto">
          <SaveSuccess beneficiary={step.beneficiary} canSend={canSend} />
        </Box>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {step.name === 'challenge' ? (
              <Stack gap="md">
                <Text fw={600}>{t(mode === 'add' ? 'challenge.add' : 'challenge.update')}</Text>
                <PayeeSummaryCard summary={summarizeValues(type, form.values)} type={type} />
                <ChallengeStep
                  challenge={step.challenge}
                  onComplete={form.completeChallenge}
                  onCancel={form.cancelChallenge}
                />
              </Stack>
            ) : (
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
                <BeneficiaryForm type={type} mode={mode} form={form} />
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <FormHelp type={type} mode={mode} />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
