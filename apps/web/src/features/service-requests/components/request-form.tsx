/** Files one request from a dynamic form: the form's fields, the server's refusals, then the receipt. */
import type { DynamicForm } from '@baraka/contracts/dynamic-forms/schemas';
import type { ServiceRequestReceipt } from '@baraka/contracts/service-requests/schemas';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { DynamicFormFields, useDynamicForm } from '../../../components/dynamic-form';
import { ApiError } from '../../../lib/api-error';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useSaveServiceRequest } from '../api/save-request';

type RequestFormProps = { form: DynamicForm; onFiled: (receipt: ServiceRequestReceipt) => void };

export function RequestForm({ form, onFiled }: RequestFormProps) {
  const { t } = useTranslation('requests');
  const localize = useLocalize();
  const state = useDynamicForm(form.data);
  const mutation = useSaveServiceRequest();
  const { intro, submitLabel } = form.data;

  const submit = () => {
    const answers = state.validate();
    if (!answers) {
      return;
    }
    mutation.mutate(
      { formName: form.formName, answers },
      {
        onSuccess: onFiled,
        onError: (error) => {
          if (error instanceof ApiError) {
            state.applyServerErrors(error.fieldErrors);
          }
        },
      },
    );
  };
  const isOnFields =
    mutation.error instanceof ApiError &&
    mutation.error.fieldErrors.some((error) => error.field.startsWith('answers.'));

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      noValidate
      aria-label={localize(form.data.title)}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {intro && <Text c="dimmed">{localize(intro)}</Text>}
        <DynamicFormFields definition={form.data} form={state} disabled={mutation.isPending} />
        {mutation.isError && !isOnFields && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
          >
            {mutation.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          radius="md"
          loading={mutation.isPending}
          leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          data-testid="request-submit"
        >
          {submitLabel ? localize(submitLabel) : t('actions.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
