import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { lobbyKeys } from '../../entities/lobby';

/** Premium Plus: pins the owner's lobby to the top of search, or takes the pin off; lobby searches read again. */
export function usePinLobbyMutation(lobbyId: number, pinned: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<unknown> => (pinned ? call('unpinLobby', {}) : call('pinLobby', { id: lobbyId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.all }),
  });
}
