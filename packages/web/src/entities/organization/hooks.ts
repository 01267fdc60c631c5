import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const organizationKeys = {
  all: ['organizations'] as const,
  categories: () => [...organizationKeys.all, 'categories'] as const,
  codeCheck: (name: string) => [...organizationKeys.all, 'code-check', name] as const,
  pages: () => [...organizationKeys.all, 'page'] as const,
  page: (code: string) => [...organizationKeys.pages(), code] as const,
  members: (organizationId: number, invited = false) =>
    [...organizationKeys.all, 'members', organizationId, invited] as const,
  followers: (organizationId: number) => [...organizationKeys.all, 'followers', organizationId] as const,
  mine: () => [...organizationKeys.all, 'mine'] as const,
  /** Under `mine`, so whatever refreshes the user's organizations refreshes this too. */
  managed: () => [...organizationKeys.mine(), 'managed'] as const,
};

export function useManagedOrganizationsQuery(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.managed(),
    queryFn: () => call('getUserOrganizations', { isManager: 1 }),
    enabled,
    // Every post card asks; one answer a minute serves them all.
    staleTime: 60_000,
  });
}
