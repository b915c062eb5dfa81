/**
 * What the request is about (spec §5): the subject, its requirement (shown once a subject is chosen),
 * the branch (locked when the agency is known), the message with its live counter, and one file.
 */
import type { ContactCategory } from '@baraka/contracts/contact/schemas';
import { MESSAGE_MAX_LENGTH } from '@baraka/contracts/shared/forms';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AttachmentField } from '../../../components/ui/attachment-field';
import { translateFieldError } from '../../../lib/form-errors';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import type { ContactFormState } from '../hooks/use-contact-form';

export type AgencyChoice = { value: string; label: string };

type RequestFieldsProps = {
  form: ContactFormState;
  categories: readonly ContactCategory[];
  agencies: readonly AgencyChoice[];
  isBranchLocked: boolean;
};

export function RequestFields({ form, categories, agencies, isBranchLocked }: RequestFieldsProps) {
  const { t } = useTranslation(['forms', 'contact']);
  const localize = useLocalize();
  const { values, errors } = form;
  const messageOf = (field: keyof typeof errors) => {
    const error = errors[field];
    return error ? translateFieldError(error) : undefined;
  };
  const subject = categories.find((category) => String(category.id) === values.subjectId);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('contact.fields.subjectId')}
          placeholder={t('placeholders.subject', { ns: 'contact' })}
          withAsterisk
          data={categories.map((category) => ({
            value: String(category.id),
            label: localize(category.description),
          }))}
          value={values.subjectId || null}
          onChange={(id) => form.setValue('subjectId', id ?? '')}
          error={messageOf('subjectId')}
          comboboxProps={{ withinPortal: true }}
          data-testid="contact-subject"
        />
        {subject && (
          <Select
            label={t('contact.fields.requirementId')}
            placeholder={t('placeholders.requirement', { ns: 'contact' })}
            withAsterisk
            data={subject.subCategories.map((requirement) => ({
              value: String(requirement.id),
              label: localize(requirement.description),
            }))}
            value={values.requirementId || null}
            onChange={(id) => form.setValue('requirementId', id ?? '')}
            error={messageOf('requirementId')}
            comboboxProps={{ withinPortal: true }}
            data-testid="contact-requirement"
          />
        )}
      </SimpleGrid>
      <Select
        label={t('contact.fields.branchId')}
        placeholder={t('placeholders.branch', { ns: 'contact' })}
        description={isBranchLocked ? t('hints.branchLocked', { ns: 'contact' }) : undefined}
        withAsterisk
        searchable
        nothingFoundMessage={t('placeholders.noBranch', { ns: 'contact' })}
        data={agencies}
        value={values.branchId || null}
        onChange={(id) => form.setValue('branchId', id ?? '')}
        disabled={isBranchLocked}
        rightSection={isBranchLocked ? <IconLock size={16} aria-hidden /> : undefined}
        // Locked, yet as legible as any answer: it says where the request goes.
        styles={isBranchLocked ? { input: { color: 'var(--mantine-color-text)', opacity: 1 } } : undefined}
        error={messageOf('branchId')}
        comboboxProps={{ withinPortal: true }}
        data-testid="contact-branch"
      />
      <Textarea
        label={t('contact.fields.message')}
        description={
          <span dir="ltr">
            {t('contact.messageCounter', { count: values.message.length, max: MESSAGE_MAX_LENGTH })}
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(event) => form.setValue('message', event.currentTarget.value)}
        error={messageOf('message')}
        data-testid="contact-message"
        styles={{ description: { textAlign: 'end' } }}
      />
      <AttachmentField
        label={t('contact.fields.attachment')}
        error={messageOf('attachment')}
        onChange={form.changeAttachment}
        onReject={form.rejectAttachment}
        data-testid="contact-attachment"
      />
    </Stack>
  );
}
