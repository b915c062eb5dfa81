/**
 * `/beneficiaries/add-*-benef` and `/beneficiaries/edit-*-benef?id=`: the payee form of one kind,
 * then the one-time code when the server asks for it, then the saved payee. Adding is offered only
 * to those who may add that kind; editing only to those who may update it.
 */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries';
import { Alert, Box, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { usePermission } from '../../../components/ui/permission-gate';
import { ApiError } from '../../../lib/api-error';
import { isFeatureAvailable } from '../../../lib/features';
import { useBeneficiary } from '../api/get-beneficiary';
import { BeneficiaryForm } from '../components/beneficiary-form';
import { FormHelp } from '../components/form-help';
import { FormSteps } from '../components/form-steps';
import { PayeeSummaryCard } from '../components/payee-summary-card';
import { SaveSuccess } from '../components/save-success';
import { useAddAvailability } from '../hooks/use-add-availability';
import { useBeneficiaryForm } from '../hooks/use-beneficiary-form';
import { getFullName } from '../utils/account-display';
import { type FormMode, toFormValues } from '../utils/beneficiary-form';
import {
  BENEFICIARIES_PATH,
  BENEFICIARY_TYPE_PATH,
  getBeneficiaryService,
  getTransferService,
} from '../utils/beneficiary-types';
import { summarizeValues } from '../utils/payee-summary';
import '../mantine-styles';

type FlowProps = { type: BeneficiaryTypeName; mode: FormMode; beneficiary?: Beneficiary };

const STEP_INDEX = { form: 0, challenge: 1, done: 2 } as const;

function BeneficiaryFlow({ type, mode, beneficiary }: FlowProps) {
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

function Refusal({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      radius="lg"
      icon={<IconLock aria-hidden />}
      data-testid="form-refusal"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button component={Link} to={backTo} variant="white" size="xs">
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

function AddBeneficiary({ type }: { type: BeneficiaryTypeName }) {
  const { t } = useTranslation('beneficiaries');
  const availability = useAddAvailability();
  if (availability.isPending) {
    return <LoadingState rows={3} height={96} />;
  }
  if (availability.isError) {
    return <ErrorState onRetry={availability.retry} />;
  }
  const state = availability.availabilityOf(type);
  if (state !== 'available') {
    return (
      <Refusal
        message={t(state === 'switchedOff' ? 'chooseType.internationalOff' : 'chooseType.notAllowed')}
        backTo={BENEFICIARY_TYPE_PATH}
        backLabel={t('chooseType.otherType')}
      />
    );
  }
  return <BeneficiaryFlow type={type} mode="add" />;
}

function EditBeneficiary({ type }: { type: BeneficiaryTypeName }) {
  const { t } = useTranslation('beneficiaries');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const mayUpdate = usePermission(getBeneficiaryService(type), 'UPDATE');
  const found = useBeneficiary(id);
  if (!mayUpdate) {
    return (
      <Refusal
        message={t('errors.editNotAllowed')}
        backTo={BENEFICIARIES_PATH}
        backLabel={t('common.backToList')}
      />
    );
  }
  const notFound = <EmptyState title={t('errors.notFound')} />;
  if (id === '') {
    return notFound;
  }
  if (found.isPending) {
    return <LoadingState rows={3} height={96} />;
  }
  if (found.isError) {
    const isUnknown = found.error instanceof ApiError && found.error.httpStatus === 404;
    return isUnknown ? notFound : <ErrorState onRetry={() => void found.refetch()} />;
  }
  if (found.data.beneficiaryType !== type) {
    return notFound;
  }
  // Keyed by payee: another id starts a fresh form.
  return <BeneficiaryFlow key={found.data.id} type={type} mode="update" beneficiary={found.data} />;
}

export function BeneficiaryFormPage({ type, mode }: { type: BeneficiaryTypeName; mode: FormMode }) {
  const { t } = useTranslation('beneficiaries');
  return (
    <Box maw={1080} mx="auto">
      <BackLink
        to={mode === 'add' ? BENEFICIARY_TYPE_PATH : BENEFICIARIES_PATH}
        label={t(mode === 'add' ? 'chooseType.otherType' : 'common.backToList')}
      />
      <PageHeader
        title={t(mode === 'add' ? `form.addTitle.${type}` : 'form.editTitle')}
        description={t(mode === 'add' ? 'form.addIntro' : 'form.editIntro')}
      />
      {mode === 'add' ? <AddBeneficiary type={type} /> : <EditBeneficiary type={type} />}
    </Box>
  );
}
