/** Seeds the contact directory, the form's subjects and requirements, and the seeded people's contact points. */
import { inArray } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import {
  contactCategories,
  contactGroups,
  contactMethods,
  contactSubCategories,
  customerContactPoints,
  users,
} from '../../db/schema/index.ts';
import { CONTACT_CATEGORIES } from './seed/contact-categories.ts';
import { CONTACT_GROUPS } from './seed/contact-directory.ts';
import { CONTACT_POINTS } from './seed/contact-points.ts';

async function seedDirectory(tx: AppTx) {
  for (const [index, group] of CONTACT_GROUPS.entries()) {
    const [row] = await tx
      .insert(contactGroups)
      .values({ name: group.name, description: group.description, sortOrder: index })
      .returning({ id: contactGroups.id });
    if (!row) {
      throw new Error('contact group not stored');
    }
    await tx
      .insert(contactMethods)
      .values(group.methods.map((method, order) => ({ ...method, groupId: row.id, sortOrder: order })));
  }
}

async function seedCategories(tx: AppTx) {
  for (const [index, category] of CONTACT_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(contactCategories)
      .values({
        categoryName: category.categoryName,
        description: category.description,
        categoryOrder: index + 1,
      })
      .returning({ id: contactCategories.id });
    if (!row) {
      throw new Error('contact category not stored');
    }
    await tx.insert(contactSubCategories).values(
      category.requirements.map((requirement, order) => ({
        ...requirement,
        categoryId: row.id,
        subCategoryOrder: order + 1,
      })),
    );
  }
}

async function seedContactPoints(tx: AppTx) {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        CONTACT_POINTS.map((point) => point.username),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.username, row.id]));
  const values = CONTACT_POINTS.flatMap((point) => {
    const userId = idOf.get(point.username);
    return userId
      ? [
          {
            userId,
            homeBranchCode: point.homeBranchCode,
            emailInvalid: point.emailInvalid ?? false,
            phoneInvalid: point.phoneInvalid ?? false,
          },
        ]
      : [];
  });
  if (values.length > 0) {
    await tx.insert(customerContactPoints).values(values);
  }
}

export async function seedContact(tx: AppTx): Promise<void> {
  await seedDirectory(tx);
  await seedCategories(tx);
  await seedContactPoints(tx);
}
