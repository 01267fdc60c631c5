import type { User } from '@gamefolk/contract';
import type { UserRow } from '../db/schema.js';
import { isHiddenUser } from '../policies/visibility.js';

export function presentUser(row: UserRow): User {
  const fullname = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    fullname: fullname || row.username,
    language: row.language as User['language'],
    email: row.email,
    manager: row.isManager,
    photoUrl: row.photoUrl,
    userPhotos: row.photoUrl ? [{ profile_photo: row.photoUrl }] : [],
    is_frozen: isHiddenUser(row),
  };
}
