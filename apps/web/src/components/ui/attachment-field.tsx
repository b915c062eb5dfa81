/**
 * One file joined to a form: PDF, JPG or PNG up to 2 MiB, checked in the browser as the server will
 * check it (size, and bytes matching the type) before it is sent.
 */
import type { AttachmentUpload } from '@baraka/contracts/attachments/schemas';
import { ATTACHMENT_EXTENSIONS, MAX_ATTACHMENT_BYTES } from '@baraka/contracts/attachments/schemas';
import type { FormKey } from '@baraka/contracts/shared/errors';
import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize, readAttachment } from '../../lib/attachment-upload';
import { useTranslation } from '../../lib/use-translation';

const ACCEPT = Object.entries(ATTACHMENT_EXTENSIONS)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

type AttachmentFieldProps = {
  label: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  onChange: (upload: AttachmentUpload | undefined) => void;
  /** A file refused in the browser, with the form key saying why. */
  onReject: (key: FormKey) => void;
  'data-testid'?: string;
};

export function AttachmentField({
  label,
  description,
  required,
  disabled,
  error,
  onChange,
  onReject,
  ...rest
}: AttachmentFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const [file, setFile] = useState<File | null>(null);
  const [isReading, setIsReading] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) {
      onChange(undefined);
      return;
    }
    setIsReading(true);
    try {
      const result = await readAttachment(chosen);
      if ('error' in result) {
        setFile(null);
        onChange(undefined);
        onReject(result.error);
      } else {
        onChange(result.upload);
      }
    } catch {
      setFile(null);
      onChange(undefined);
      onReject('fileType');
    } finally {
      setIsReading(false);
    }
  };

  return (
    <FileInput
      label={label}
      description={
        description ?? t('attachment.hint', { size: formatFileSize(MAX_ATTACHMENT_BYTES, i18n.language) })
      }
      placeholder={t('attachment.placeholder')}
      withAsterisk={required}
      disabled={disabled || isReading}
      accept={ACCEPT}
      clearable
      value={file}
      onChange={(chosen) => void choose(chosen)}
      valueComponent={({ value }) =>
        value && !Array.isArray(value) ? (
          <span dir="auto">
            {value.name} ({formatFileSize(value.size, i18n.language)})
          </span>
        ) : null
      }
      leftSection={<IconPaperclip size={18} aria-hidden />}
      error={error}
      {...rest}
    />
  );
}
