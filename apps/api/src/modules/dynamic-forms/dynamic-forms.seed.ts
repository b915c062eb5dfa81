/** Seeds the bank's forms; a definition that does not pass its own schema stops the seed. */
import { formDefinitionSchema } from '@baraka/contracts';
import type { AppTx } from '../../db/client.ts';
import { dynamicForms } from '../../db/schema/index.ts';
import { SEEDED_FORMS } from './forms/index.ts';

export async function seedDynamicForms(tx: AppTx): Promise<void> {
  await tx.insert(dynamicForms).values(
    SEEDED_FORMS.map((form, index) => {
      formDefinitionSchema.parse(form.data);
      return {
        formName: form.formName,
        category: form.category,
        subCategory: form.subCategory,
        description: form.description,
        data: form.data,
        sortOrder: index,
      };
    }),
  );
}
