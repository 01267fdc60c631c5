import type { Language } from '@gamefolk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, type Input, type Output } from '../../api/client';
import { localDay } from './local-day';

export type BoardKey = Input<'puzzleLeaderboards'>['puzzle_key'];
export type BoardPeriod = NonNullable<Input<'puzzleLeaderboards'>['period']>;

export const gameKeys = {
  all: ['games'] as const,
  word: (day: string, language: Language) => [...gameKeys.all, 'word', day, language] as const,
  categories: (day: string, language: Language) => [...gameKeys.all, 'categories', day, language] as const,
  progress: (id: number) => [...gameKeys.all, 'progress', id] as const,
  boards: () => [...gameKeys.all, 'board'] as const,
  board: (key: BoardKey, period: BoardPeriod, following: boolean, day: string) =>
    [...gameKeys.boards(), key, period, following, day] as const,
  stats: (key: 'word' | 'category') => [...gameKeys.all, 'stats', key] as const,
  quests: () => [...gameKeys.all, 'quests'] as const,
};

/** The local date, moving on by itself at midnight so a page left open gets the next puzzle. */
export function useLocalDay(): string {
  const [day, setDay] = useState(localDay);
  useEffect(() => {
    const timer = setInterval(() => setDay(localDay()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return day;
}

const todaysWordOptions = (day: string, language: Language) => ({
  queryKey: gameKeys.word(day, language),
  queryFn: () => call('todaysPuzzle', { date: day, language }),
  staleTime: Infinity,
  retry: false,
});

const todaysCategoriesOptions = (day: string, language: Language) => ({
  queryKey: gameKeys.categories(day, language),
  queryFn: () => call('todaysCategories', { date: day, language }),
  staleTime: Infinity,
  retry: false,
});

export function useTodaysPuzzleQuery(day: string, language: Language) {
  return useQuery(todaysWordOptions(day, language));
}

export function useTodaysCategoriesQuery(day: string, language: Language) {
  return useQuery(todaysCategoriesOptions(day, language));
}

export function useProgressQuery(id: number | undefined) {
  return useQuery({
    queryKey: gameKeys.progress(id ?? 0),
    queryFn: () => call('puzzleProgress', { puzzle_id: id! }),
    enabled: id !== undefined,
  });
}

/** Where the player stands in today's puzzle of a kind: not started (or none today), playing, solved or failed. */
export function useTodaysStatus(kind: 'word' | 'category', day: string, language: Language) {
  const word = useQuery({ ...todaysWordOptions(day, language), enabled: kind === 'word' });
  const categories = useQuery({ ...todaysCategoriesOptions(day, language), enabled: kind === 'category' });
  const id = (kind === 'word' ? word.data : categories.data)?.id;
  return useProgressQuery(id).data?.status ?? 'new';
}

/** After a move: the board of this puzzle, and (when it ended) the boards, stats and quests it changes. */
function useAfterMove(id: number | undefined) {
  const queryClient = useQueryClient();
  return (over: boolean) => {
    void queryClient.invalidateQueries({ queryKey: gameKeys.progress(id ?? 0) });
    if (over) {
      void queryClient.invalidateQueries({ queryKey: gameKeys.boards() });
      void queryClient.invalidateQueries({ queryKey: gameKeys.quests() });
      void queryClient.invalidateQueries({ queryKey: [...gameKeys.all, 'stats'] });
    }
  };
}

export function useGuessMutation(id: number | undefined) {
  const after = useAfterMove(id);
  return useMutation({
    mutationFn: (guess: string) => call('guessWord', { puzzle_id: id!, guess }),
    onSuccess: (result) => after(result.answer !== undefined),
  });
}

export function useWordHintMutation(id: number | undefined) {
  const after = useAfterMove(id);
  return useMutation({
    mutationFn: () => call('hintWord', { puzzle_id: id! }),
    onSuccess: () => after(false),
  });
}

export function useCheckCategoryMutation(id: number | undefined) {
  const queryClient = useQueryClient();
  const after = useAfterMove(id);
  return useMutation({
    mutationFn: (items: string[]) => call('checkCategory', { puzzle_id: id!, items }),
    onSuccess: (result) => {
      // The count on the board changes with the message that says why, not a round trip later.
      queryClient.setQueryData<Output<'puzzleProgress'>>(gameKeys.progress(id ?? 0), (progress) =>
        progress ? { ...progress, mistakesLeft: result.mistakesLeft } : progress,
      );
      after(result.groups !== undefined);
    },
  });
}

export function useCategoryHintMutation(id: number | undefined) {
  const after = useAfterMove(id);
  return useMutation({
    mutationFn: () => call('hintCategory', { puzzle_id: id! }),
    onSuccess: () => after(false),
  });
}

export function useLeaderboardQuery(key: BoardKey, period: BoardPeriod, following: boolean, day: string) {
  return useQuery({
    queryKey: gameKeys.board(key, period, following, day),
    queryFn: () =>
      call(following ? 'followingLeaderboards' : 'puzzleLeaderboards', { puzzle_key: key, period, date: day }),
    staleTime: 30_000,
  });
}

export function useStatsQuery(key: 'word' | 'category', day: string) {
  return useQuery({
    queryKey: gameKeys.stats(key),
    queryFn: () => call('puzzleStats', { puzzle_key: key, date: day }),
  });
}

export function useQuestsQuery() {
  return useQuery({ queryKey: gameKeys.quests(), queryFn: () => call('getQuestsWithCompletedCount', {}) });
}

/** Managers: the puzzles scheduled from `from` on. */
export function useScheduledPuzzlesQuery(from: string) {
  return useQuery({
    queryKey: [...gameKeys.all, 'scheduled', from],
    queryFn: () => call('scheduledPuzzles', { from }),
  });
}

/** Managers: schedules a day's puzzle; every puzzle query is read again. */
export function useSetPuzzleMutation(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'setPuzzle'>) => call('setPuzzle', input),
    onSuccess: () => {
      onSaved();
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

/** Managers: takes back a puzzle nobody has played; every puzzle query is read again. */
export function useRemovePuzzleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('removePuzzle', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** A puzzle's spoiler-free result, posted as the player's own post (one paragraph, its lines kept). */
export function useShareResultMutation() {
  return useMutation({
    mutationFn: (text: string) => call('post', { content: `<p>${text.split('\n').join('<br>')}</p>` }),
  });
}
