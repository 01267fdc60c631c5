import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input, type Output } from '../../api/client';

export const voiceKeys = {
  all: ['voice'] as const,
  lobbies: (ids: number[]) => [...voiceKeys.all, 'lobbies', [...ids].sort((a, b) => a - b)] as const,
  card: (id: number) => [...voiceKeys.all, 'card', id] as const,
};

/** The cards of one list ask together: ids asked for in the same tick go in one getLobbyVoice. */
let batch: { ids: Set<number>; answer: Promise<Output<'getLobbyVoice'>> } | undefined;
function voiceOfCard(lobbyId: number) {
  if (!batch) {
    const ids = new Set<number>();
    const answer = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      batch = undefined;
      return call('getLobbyVoice', { lobbyIds: [...ids].slice(0, 50) });
    });
    batch = { ids, answer };
  }
  batch.ids.add(lobbyId);
  return batch.answer.then((voice) => (voice.rows.find((row) => row.lobbyId === lobbyId)?.userIds ?? []).length);
}

/** How many are in a lobby's voice room, for its card (0 also when the server has no voice). */
export function useLobbyVoiceCountQuery(lobbyId: number) {
  return useQuery({
    queryKey: voiceKeys.card(lobbyId),
    queryFn: () => voiceOfCard(lobbyId),
    refetchInterval: 30_000,
    staleTime: 20_000,
  });
}

/** Who is in voice in these lobbies, and whether this server has voice at all; looked at again every 15 s. */
export function useLobbyVoiceQuery(lobbyIds: number[]) {
  return useQuery({
    queryKey: voiceKeys.lobbies(lobbyIds),
    queryFn: () => call('getLobbyVoice', { lobbyIds }),
    enabled: lobbyIds.length > 0,
    refetchInterval: 15_000,
    staleTime: 10_000,
  });
}

/** A place in the lobby's voice room: asked for at each join (and each reconnect), never cached. */
export function useVoiceRoomMutation() {
  return useMutation({ mutationFn: (lobbyId: number) => call('getVoiceRoom', { lobbyId }) });
}

export function useModerateVoiceMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'moderateVoice'>) => call('moderateVoice', input),
    onSuccess: () => client.invalidateQueries({ queryKey: voiceKeys.all }),
  });
}
