/** `/fast-onboarding/register/step1`: the short path, the first form and the contact on one page, then the code. */
import { Alert, Button, Container, Paper, Stack } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useAgencies } from '../../../api/branches';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { CaptchaField } from '../../../components/ui/captcha/captcha-field';
import { PageHeader } from '../../../components/ui/page-header';
import { translateFieldError } from '../../../lib/form-errors';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ContactFields } from '../components/contact-fields';
import { FormFailure } from '../components/form-failure';
import { IdentityFields } from '../components/identity-fields';
import { useFastOnboarding } from '../hooks/use-fast-onboarding';

export function FastOnboardingPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const agencies = useAgencies();
  const fast = useFastOnboarding(() => void navigate('/digital-onboarding/timeLine'));
  const { form } = fast;
  const messageOf = (field: string) =>
    form.errors[field] ? translateFieldError(form.errors[field]) : undefined;

  const content = (() => {
    if (agencies.isPending) {
      return <LoadingState rows={5} height={56} />;
    }
    if (agencies.isError) {
      return <ErrorState error={agencies.error} onRetry={() => void agencies.refetch()} />;
    }
    if (fast.challenge) {
      return (
        <ChallengeStep challenge={fast.challenge} onComplete={fast.confirm} onCancel={fast.cancelChallenge} />
      );
    }
    return (
      <Paper
        component="form"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        noValidate
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          fast.submit();
        }}
      >
        <Stack gap="md">
          <Alert variant="light" color="ocean" radius="md" icon={<IconInfoCircle aria-hidden />}>
            {t('fast.notice')}
          </Alert>
          <IdentityFields
            values={form.values}
            errors={form.errors}
            agencies={agencies.data}
            setValue={form.setValue}
          />
          <ContactFields values={form.values} setValue={form.setValue} errorOf={messageOf} />
          <CaptchaField
            label={t('identity.captcha')}
            error={messageOf('captcha')}
            resetKey={fast.captchaResetKey}
            onChange={fast.changeCaptcha}
          />
          <FormFailure error={fast.failure} />
          <Button
            type="submit"
            size="md"
            loading={fast.isBusy}
            leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('contact.sendCode')}
          </Button>
        </Stack>
      </Paper>
    );
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('fast.title')} description={t('fast.description')} />
      {content}
    </Container>
  );
}
