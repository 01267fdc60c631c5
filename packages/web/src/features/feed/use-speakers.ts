import { useUserQuery } from '../../entities/account';
import { useManagedOrganizationsQuery } from '../../entities/organization';
import type { Speaker } from './PostAsPicker';

/**
 * Whom the signed-in user may post or repost as: themselves, then the organizations they found or administer.
 * `extra` is an organization the caller already knows they manage (its page said so), kept even while the
 * cached list is a minute behind.
 */
export function useSpeakers(extra?: Speaker, enabled = true) {
  const { data: user } = useUserQuery();
  const managed = useManagedOrganizationsQuery(enabled);

  const me: Speaker = {
    organizationId: null,
    name: user?.fullname || user?.username || '',
    avatar: user?.photoUrl ?? user?.userPhotos[0]?.profile_photo ?? null,
  };
  const organizations: Speaker[] = (managed.data ?? []).map((o) => ({
    organizationId: o.id,
    name: o.name,
    avatar: o.logo_url,
  }));
  if (extra && extra.organizationId !== null && !organizations.some((o) => o.organizationId === extra.organizationId)) {
    organizations.unshift(extra);
  }
  /** The chosen speaker; an organization that went away (deleted, or no longer managed) falls back to the user. */
  const pick = (organizationId: number | null) => organizations.find((o) => o.organizationId === organizationId) ?? me;
  return { me, organizations, pick };
}
