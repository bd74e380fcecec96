import type { HostUser } from '../../contract/responses';
import type { StoredUser } from '../store/userDirectory';

/** A directory entry as the host API answers it. */
export function toHostUser(stored: StoredUser): HostUser {
  return {
    id: stored.id,
    name: stored.name,
    email: stored.email,
    image: stored.image,
    role: stored.role,
    emailNotifications: stored.emailNotifications,
    updatedAt: new Date(stored.updatedAt).toISOString(),
  };
}
