/** `/auth/register`: who you are for the bank — CIN, phone, date of birth and one of your RIBs. */
import { type SignupIdentity, signupIdentitySchema } from '@baraka/contracts/identity/signup';
import { isAdult, isValidRib } from '@baraka/domain';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readChallenge } from '../../../lib/challenges';
import { readFieldError, translateFieldError } from '../../../lib/form-errors';
import { Link, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { postSignup } from '../api/signup';
import { RegisterSteps } from '../components/register-steps';
import { REGISTER_PATHS, startRegistration } from '../session/registration-store';

type Fields = { cin: string; phoneNumber: string; dateOfBirth: string; rib: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** The same rules as the server, field by field: the shared schema, then age and RIB key. */
function validate(fields: Fields): { identity: SignupIdentity | null; errors: Errors } {
  const errors: Errors = {};
  const fail = (field: keyof Fields, key: string) => {
    errors[field] ??= translateFieldError({ key: fields[field].trim() === '' ? 'required' : key });
  };
  const shape = signupIdentitySchema.shape;
  if (!shape.cin.safeParse(fields.cin).success) {
    fail('cin', 'invalidCin');
  }
  if (!shape.phoneNumber.safeParse(fields.phoneNumber).success) {
    fail('phoneNumber', 'ErrorMsgInvalidPhoneNumber');
  }
  if (!shape.dateOfBirth.safeParse(fields.dateOfBirth).success) {
    fail('dateOfBirth', 'date');
  } else if (!isAdult(fields.dateOfBirth, new Date())) {
    fail('dateOfBirth', 'underAge');
  }
  if (!isValidRib(fields.rib)) {
    fail('rib', 'invalidRib');
  }
  const parsed = signupIdentitySchema.safeParse(fields);
  return { identity: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>({ cin: '', phoneNumber: '', dateOfBirth: '', rib: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const set = (name: keyof Fields, value: string) => setFields((now) => ({ ...now, [name]: value }));
  const errorOf = (name: keyof Fields) => errors[name] ?? readFieldError(serverError, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { identity, errors: found } = validate(fields);
    setErrors(found);
    setServerError(null);
    if (!identity) {
      return;
    }
    setIsBusy(true);
    postSignup(identity).then(
      () => setIsBusy(false),
      (caught: unknown) => {
        setIsBusy(false);
        const challenge = readChallenge(caught);
        if (challenge) {
          startRegistration(identity, challenge);
          void navigate(REGISTER_PATHS.number);
          return;
        }
        setServerError(caught);
      },
    );
  };

  const general =
    serverError instanceof Error &&
    !(['cin', 'phoneNumber', 'dateOfBirth', 'rib'] as const).some((name) => readFieldError(serverError, name))
      ? serverError.message
      : null;
  return (
    <Stack gap="lg">
      <RegisterSteps active={0} />
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('register.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('register.intro')}</Text>
            <TextInput
              label={t('register.cin')}
              description={t('register.cinHint')}
              value={fields.cin}
              onChange={(event) => set('cin', event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
              inputMode="numeric"
              dir="ltr"
              required
              error={errorOf('cin')}
              data-testid="register-cin"
            />
            <TextInput
              label={t('register.phone')}
              description={t('forgotPassword.phoneHint')}
              value={fields.phoneNumber}
              onChange={(event) =>
                set('phoneNumber', event.currentTarget.value.replace(/\D/g, '').slice(0, 8))
              }
              inputMode="numeric"
              autoComplete="tel-national"
              dir="ltr"
              required
              error={errorOf('phoneNumber')}
              data-testid="register-phone"
            />
            <TextInput
              type="date"
              label={t('register.dateOfBirth')}
              value={fields.dateOfBirth}
              onChange={(event) => set('dateOfBirth', event.currentTarget.value)}
              autoComplete="bday"
              required
              error={errorOf('dateOfBirth')}
              data-testid="register-birth"
            />
            <TextInput
              label={t('register.rib')}
              description={t('register.ribHint')}
              value={fields.rib}
              onChange={(event) => set('rib', event.currentTarget.value.replace(/[^\d ]/g, '').slice(0, 26))}
              inputMode="numeric"
              dir="ltr"
              required
              error={errorOf('rib')}
              data-testid="register-rib"
            />
            {general && (
              <Text c="red.8" fz="sm" role="alert">
                {general}
              </Text>
            )}
            <Button type="submit" loading={isBusy} data-testid="register-submit">
              {t('register.submit')}
            </Button>
            <Anchor component={Link} to="/auth/login" fz="sm" fw={600}>
              {t('register.haveAccess')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
