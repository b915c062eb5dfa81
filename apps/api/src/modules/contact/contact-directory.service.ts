/** The contact directory, the subjects with their requirements, and one subject's requirements. */
import type {
  ContactCategory,
  ContactDirectory,
  ContactStartResult,
  ContactSubCategory,
} from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import { rejectFields } from '../../lib/form-rejection.ts';
import {
  type ContactSubCategoryRow,
  findContactCategory,
  listContactCategories,
  listContactGroups,
  listRequirements,
} from './contact.queries.ts';

export async function getContactDirectory(db: AppDb): Promise<ContactDirectory> {
  const { groups, methods } = await listContactGroups(db);
  return {
    listDto: groups.map((group) => ({
      id: group.id,
      name: group.name,
      description: group.description,
      contactMethods: methods
        .filter((method) => method.groupId === group.id)
        .map(({ id, labels, values, method }) => ({ id, labels, values, method })),
    })),
  };
}

const toSubCategory = (row: ContactSubCategoryRow): ContactSubCategory => ({
  id: row.id,
  subCategoryName: row.subCategoryName,
  description: row.description,
  subCategoryOrder: row.subCategoryOrder,
  category: row.categoryId,
});

export async function getContactCategories(db: AppDb): Promise<ContactCategory[]> {
  const { categories, subCategories } = await listContactCategories(db);
  return categories.map((category) => ({
    id: category.id,
    categoryName: category.categoryName,
    description: category.description,
    categoryType: category.categoryType,
    categoryOrder: category.categoryOrder,
    subCategories: subCategories.filter((row) => row.categoryId === category.id).map(toSubCategory),
  }));
}

/** POST contact_us/start: the requirements the chosen subject offers (spec §5: shown once a subject is chosen). */
export async function startContact(db: AppDb, subjectId: number): Promise<ContactStartResult> {
  const category = await findContactCategory(db, subjectId);
  if (!category) {
    return rejectFields([{ field: 'subjectId', key: 'invalidSelection' }]);
  }
  return { subjectId, requirements: (await listRequirements(db, subjectId)).map(toSubCategory) };
}
