/** The applicant's phone (8 digits) and e-mail, side by side on a desktop; the code goes to the phone. */
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

type ContactField = 'phone' | 'email';

type ContactFieldsProps = {
  values: Record<ContactField, string>;
  setValue: (field: ContactField, value: string) => void;
  errorOf: (field: ContactField) => string | undefined;
  /** Says what the e-mail is used for (the step of the full path does). */
  hasEmailHint?: boolean;
};

export function ContactFields({ values, setValue, errorOf, hasEmailHint = false }: ContactFieldsProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={t('contact.phone')}
        description={t('contact.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={8}
        dir="ltr"
        withAsterisk
        value={values.phone}
        onChange={(event) => setValue('phone', event.currentTarget.value)}
        error={errorOf('phone')}
      />
      <TextInput
        label={t('contact.email')}
        description={hasEmailHint ? t('contact.emailHint') : undefined}
        type="email"
        autoComplete="email"
        dir="ltr"
        withAsterisk
        value={values.email}
        onChange={(event) => setValue('email', event.currentTarget.value)}
        error={errorOf('email')}
      />
    </SimpleGrid>
  );
}
