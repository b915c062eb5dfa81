/** The country (spec §5: about 38 countries, Tunisia by default), named in the reader's language. */
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ContactFieldProps } from './field-props';

export function CountrySelect({ form, countries, fieldProps }: ContactFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [countries, i18n.language]);
  const bound = fieldProps('country');
  return (
    <Select
      label={t('contact.fields.country')}
      data={data}
      searchable
      allowDeselect={false}
      value={form.values.country}
      onChange={(code) => form.setValue('country', code ?? '')}
      error={bound.error}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      data-testid={bound['data-testid']}
    />
  );
}
