/** The user's photo: stored only as re-encoded by photo-image.ts, served only from there. */
import { PROFILE_PHOTO_MAX_BYTES, profileEditEndpoints } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { profilePhotos, users } from '../../db/schema/index.ts';
import { type PhotoType, reencodePhoto } from './photo-image.ts';
import { readProfile } from './profile.service.ts';
import { profileError } from './profile-errors.ts';

const declaredTypeOf = (header: string | undefined): PhotoType | null => {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
};

export async function savePhoto(
  db: AppDb,
  userId: string,
  upload: { contentType: string | undefined; body: unknown },
  at: Date,
) {
  const declared = declaredTypeOf(upload.contentType);
  if (!Buffer.isBuffer(upload.body) || upload.body.length === 0 || !declared) {
    throw profileError('PHOTO_INVALID', 'Send the picture itself, as image/jpeg or image/png');
  }
  if (upload.body.length > PROFILE_PHOTO_MAX_BYTES) {
    throw profileError('PHOTO_TOO_LARGE', 'A photo is at most 2 MB');
  }
  const jpeg = reencodePhoto(upload.body, declared);
  if (!jpeg) {
    throw profileError('PHOTO_INVALID', `These bytes are not a ${declared} picture`);
  }
  // The address changes with each photo, so no cache shows the previous one.
  const photoUri = `${profileEditEndpoints.photo.path}?v=${at.getTime()}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(profilePhotos)
      .values({ userId, jpeg, size: jpeg.length, updatedAt: at })
      .onConflictDoUpdate({ target: profilePhotos.userId, set: { jpeg, size: jpeg.length, updatedAt: at } });
    await tx.update(users).set({ photoUri, updatedAt: sql`now()` }).where(eq(users.id, userId));
  });
  return readProfile(db, userId);
}

export async function readPhoto(db: AppDb, userId: string): Promise<Buffer> {
  const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.userId, userId));
  if (!row) {
    throw profileError('NO_PHOTO', 'No photo yet');
  }
  return row.jpeg;
}

export async function removePhoto(db: AppDb, userId: string): Promise<true> {
  await db.transaction(async (tx) => {
    await tx.delete(profilePhotos).where(eq(profilePhotos.userId, userId));
    await tx.update(users).set({ photoUri: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
  });
  return true;
}
