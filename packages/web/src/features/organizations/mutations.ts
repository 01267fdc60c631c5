import type { Organization } from '@gamefolk/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { uploadFile } from '../../api/upload/upload-file';
import { organizationKeys } from '../../entities/organization';

/** The page is cached by code; a changed organization replaces it there. */
function storePage(queryClient: QueryClient, organization: Organization) {
  queryClient.setQueryData(organizationKeys.page(organization.code), organization);
}

function refreshOrganization(queryClient: QueryClient, organizationId: number) {
  void queryClient.invalidateQueries({ queryKey: organizationKeys.pages() });
  void queryClient.invalidateQueries({ queryKey: [...organizationKeys.all, 'members', organizationId] });
}

export type CreateOrganizationInput = Omit<Input<'createOrganization'>, 'logo_url'> & { logo: File };

/** Spec section 7: the logo is uploaded first (the server shrinks it to 300×300), then the organization is created. */
export function useCreateOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ logo, ...input }: CreateOrganizationInput) => {
      const { url } = await uploadFile(logo, 'logo');
      return call('createOrganization', { ...input, logo_url: url });
    },
    onSuccess: (organization) => {
      storePage(queryClient, organization);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
    },
  });
}

export function useUpdateOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'updateOrganization'>) => call('updateOrganization', input),
    onSuccess: (organization) => {
      storePage(queryClient, organization);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
    },
  });
}

/** Uploads an image and stores it as the logo or the banner. */
export function useOrganizationImageMutation(organizationId: number, slot: 'logo_url' | 'banner') {
  const update = useUpdateOrganizationMutation();
  return useMutation({
    mutationFn: async (file: File) => {
      const { url } = await uploadFile(file, slot === 'logo_url' ? 'logo' : 'image');
      return update.mutateAsync({ organizationId, [slot]: url });
    },
  });
}

export function useDeleteOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => call('deleteorganization', { organizationId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
      queryClient.removeQueries({ queryKey: organizationKeys.pages() });
    },
  });
}

export function useTransferOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'transferOrganization'>) => call('transferOrganization', input),
    onSuccess: (organization) => {
      storePage(queryClient, organization);
      refreshOrganization(queryClient, organization.id);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
    },
  });
}

export function useFollowOrganizationMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('followOrganization', { organizationId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.followers(organizationId) });
    },
  });
}

/** Role text, admin flag, or removal (isMember false). */
export function useSetRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'setUserOrganizationRole'>) => call('setUserOrganizationRole', input),
    onSuccess: (_members, input) => refreshOrganization(queryClient, input.organizationId),
  });
}

export function useInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'inviteToOrganization'>) => call('inviteToOrganization', input),
    onSuccess: (_result, input) => refreshOrganization(queryClient, input.organizationId),
  });
}

export function useAnswerInviteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'answerOrganizationInvite'>) => call('answerOrganizationInvite', input),
    onSuccess: (_result, input) => {
      refreshOrganization(queryClient, input.organizationId);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
    },
  });
}

export function useLeaveOrganizationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: number) => call('leaveOrganization', { organizationId }),
    onSuccess: (_result, organizationId) => {
      refreshOrganization(queryClient, organizationId);
      void queryClient.invalidateQueries({ queryKey: organizationKeys.mine() });
    },
  });
}
