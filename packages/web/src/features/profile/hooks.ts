import { pageSizes } from '@gamefolk/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { call, type Input } from '../../api/client';
import { uploadFile } from '../../api/upload/upload-file';
import { accountKeys } from '../../entities/account';

export const profileKeys = {
  all: ['profile'] as const,
  users: () => [...profileKeys.all, 'user'] as const,
  user: (key: string) => [...profileKeys.users(), key] as const,
  personals: (userId: number) => [...profileKeys.all, 'personals', userId] as const,
  hardware: (userId: number, kind: HardwareKind) => [...profileKeys.all, kind, userId] as const,
  photos: (userId: number) => [...profileKeys.all, 'photos', userId] as const,
};

export type HardwareKind = 'system' | 'accessories';

/** /profile/{key}: the key is a username; a bare number that names no one is tried as an id (Steam's return). */
export function useProfileUserQuery(key: string) {
  return useQuery({
    queryKey: profileKeys.user(key),
    queryFn: async () => {
      try {
        return await call('getUserByCode', { code: key });
      } catch (error) {
        if (/^\d{1,9}$/.test(key) && isApiError(error) && error.code === 'unknownUser') {
          return call('getUserById', { id: Number(key) });
        }
        throw error;
      }
    },
    enabled: key.length > 0,
  });
}

export function usePersonalsQuery(userId: number) {
  return useQuery({ queryKey: profileKeys.personals(userId), queryFn: () => call('getPersonals', { userId }) });
}

export function useHardwareQuery(userId: number, kind: HardwareKind) {
  return useQuery({
    queryKey: profileKeys.hardware(userId, kind),
    queryFn: () => call(kind === 'system' ? 'getUserSystem' : 'getUserAccessories', { userId }),
  });
}

export function usePhotosQuery(userId: number) {
  return useInfiniteQuery({
    queryKey: profileKeys.photos(userId),
    queryFn: ({ pageParam }) => call('getUserPhotos', { userId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === pageSizes.gallery ? pages.length + 1 : undefined),
  });
}

/** Names and photos also show in the header and in other people's lists, so those caches refresh too. */
function useRefreshIdentity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.users() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.user() }),
    ]);
}

export function useSavePersonalsMutation(userId: number) {
  const queryClient = useQueryClient();
  const refreshIdentity = useRefreshIdentity();
  return useMutation({
    mutationFn: (input: Input<'savePersonals'>) => call('savePersonals', input),
    onSuccess: async (personals, input) => {
      queryClient.setQueryData(profileKeys.personals(userId), personals);
      if (input.first_name !== undefined || input.last_name !== undefined) await refreshIdentity();
    },
  });
}

/** The player's most played Steam games that the catalog knows, added to their favourites by the server. */
export function useAddSteamFavouritesMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('addSteamFavourites', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.personals(userId) }),
  });
}

export function useSaveGamingStatusMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gaming_status: string) => call('saveGamingStatus', { gaming_status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.personals(userId) }),
  });
}

export function useSaveHardwareMutation(userId: number, kind: HardwareKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'saveUserSystem'>) =>
      kind === 'system' ? call('saveUserSystem', input) : call('saveUserAccessories', input),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.hardware(userId, kind), saved),
  });
}

export type PhotoSlot = 'profile_photo' | 'banner';

/** Uploads a picked image (or clears the slot with null) and makes it the profile photo or the banner. */
export function useSaveProfileImageMutation(userId: number) {
  const queryClient = useQueryClient();
  const refreshIdentity = useRefreshIdentity();
  return useMutation({
    mutationFn: async ({ slot, file }: { slot: PhotoSlot; file: File | null }) => {
      const url = file ? (await uploadFile(file, 'image')).url : null;
      return call('saveUserPhotos', { [slot]: url });
    },
    onSuccess: (_saved, { slot }) =>
      slot === 'banner'
        ? queryClient.invalidateQueries({ queryKey: profileKeys.personals(userId) })
        : refreshIdentity(),
  });
}

export function useAddPhotoMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { url } = await uploadFile(file, 'image');
      return call('saveUserPhotos', { addPhotos: [url] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.photos(userId) }),
  });
}

export function useRemovePhotoMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => call('saveUserPhotos', { removePhotoIds: [photoId] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.photos(userId) }),
  });
}
