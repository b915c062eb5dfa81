/** Answers as stored (files by reference) and as the history shows them (choices in three languages). */
import type { CleanAnswers, FormDefinition, ServiceRequestAnswer, StoredAttachment } from '@baraka/contracts';
import type { StoredAnswers } from '../../db/schema/index.ts';

/** Replaces each file by what was stored of it. */
export function toStoredAnswers(
  values: CleanAnswers,
  files: ReadonlyMap<string, StoredAttachment>,
): StoredAnswers {
  const stored: StoredAnswers = {};
  for (const [key, value] of Object.entries(values)) {
    const file = files.get(key);
    if (file) {
      stored[key] = {
        attachmentId: file.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
      };
    } else if (typeof value === 'string' || typeof value === 'number') {
      stored[key] = value;
    }
  }
  return stored;
}

/** The answered fields in the form's order, a select's value replaced by its option's label. */
export function describeAnswers(definition: FormDefinition, answers: StoredAnswers): ServiceRequestAnswer[] {
  return definition.fields.flatMap((field) => {
    const value = answers[field.key];
    if (value === undefined) {
      return [];
    }
    if (typeof value === 'object') {
      return [{ key: field.key, type: field.type, label: field.label, value: value.fileName }];
    }
    const option = field.options?.find((choice) => choice.value === value);
    return [
      { key: field.key, type: field.type, label: field.label, value: option ? option.label : String(value) },
    ];
  });
}
