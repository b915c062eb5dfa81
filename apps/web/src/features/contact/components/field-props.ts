/** What each part of the contact form receives: the form state and a binder for one text field. */
import type { ContactFormState, ContactValues } from '../hooks/use-contact-form';

export type BoundField = {
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: string | undefined;
  withAsterisk: boolean;
  'data-testid': string;
};

export type ContactFieldProps = {
  form: ContactFormState;
  countries: readonly string[];
  fieldProps: (field: keyof ContactValues, options?: { optional?: boolean }) => BoundField;
};
