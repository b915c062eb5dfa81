/** One field of a dynamic form, drawn from its definition: text, long text, choice, date, number or file. */
import type { AttachmentUpload } from '@baraka/contracts/attachments/schemas';
import { getFieldOptions, isFieldActive } from '@baraka/contracts/dynamic-forms/form-answers';
import type { FormField } from '@baraka/contracts/dynamic-forms/schemas';
import { Select, Textarea, TextInput } from '@mantine/core';
import { useLocalize } from '../../lib/localized';
import { useTranslation } from '../../lib/use-translation';
import { AttachmentField } from '../ui/attachment-field';
import { DynamicDateField } from './dynamic-date-field';
import type { DynamicFormState } from './use-dynamic-form';

export type AgencyOption = { value: string; label: string };

type DynamicFieldProps = {
  field: FormField;
  form: DynamicFormState;
  message?: string | undefined;
  agencies?: readonly AgencyOption[];
  disabled?: boolean;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export function DynamicField({ field, form, message, agencies = [], disabled = false }: DynamicFieldProps) {
  const { t } = useTranslation('forms');
  const localize = useLocalize();
  const value = form.values[field.key];
  const common = {
    label: localize(field.label),
    description: field.help ? localize(field.help) : undefined,
    placeholder: field.placeholder ? localize(field.placeholder) : undefined,
    withAsterisk: field.required,
    error: message,
    disabled,
    'data-testid': `field-${field.key}`,
  };

  switch (field.type) {
    case 'textarea': {
      const text = asText(value);
      return (
        <Textarea
          {...common}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={field.maxLength}
          value={text}
          onChange={(event) => form.setValue(field.key, event.currentTarget.value)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            field.maxLength ? (
              // The count reads left to right in every language ("12 / 255").
              <span dir="ltr">{t('dynamic.counter', { count: text.length, max: field.maxLength })}</span>
            ) : (
              common.description
            )
          }
          styles={{ description: { textAlign: 'end' } }}
        />
      );
    }
    case 'select': {
      const isWaiting = !isFieldActive(field, form.values);
      const data =
        field.optionsSource === 'agencies'
          ? [...agencies]
          : getFieldOptions(field, form.values).map((option) => ({
              value: option.value,
              label: localize(option.label),
            }));
      return (
        <Select
          {...common}
          placeholder={common.placeholder ?? t(isWaiting ? 'dynamic.waitingFor' : 'dynamic.choose')}
          data={data}
          value={asText(value) || null}
          onChange={(choice) => form.setValue(field.key, choice ?? undefined)}
          disabled={disabled || isWaiting}
          searchable={data.length > 8}
          allowDeselect={!field.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    }
    case 'date':
      return (
        <DynamicDateField
          {...common}
          rule={field.dateRule}
          value={asText(value)}
          onChange={(date) => form.setValue(field.key, date)}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          dir="ltr"
          value={asText(value)}
          onChange={(event) => form.setValue(field.key, event.currentTarget.value)}
        />
      );
    case 'file':
      return (
        <AttachmentField
          label={common.label}
          {...(common.description ? { description: common.description } : {})}
          required={field.required}
          disabled={disabled}
          error={message}
          onChange={(upload: AttachmentUpload | undefined) => form.setValue(field.key, upload)}
          onReject={(key) => form.rejectField(field.key, key)}
          data-testid={common['data-testid']}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={field.maxLength}
          value={asText(value)}
          onChange={(event) => form.setValue(field.key, event.currentTarget.value)}
          {...(field.pattern === 'rib' ||
          field.pattern === 'digits' ||
          field.pattern === 'phone' ||
          field.pattern === 'cin'
            ? { inputMode: 'numeric' as const, dir: 'ltr' }
            : {})}
        />
      );
  }
}
