type State = 'correct' | 'present' | 'absent';

const squares = {
  normal: { correct: '🟩', present: '🟨', absent: '⬛' },
  contrast: { correct: '🟧', present: '🟦', absent: '⬛' },
} as const;

/** A spoiler-free result: the colours of each guess, never its letters. */
export function shareGrid(
  title: string,
  rows: { state: State }[][],
  solved: boolean,
  maxGuesses: number,
  contrast: boolean,
) {
  const set = contrast ? squares.contrast : squares.normal;
  const score = `${solved ? rows.length : 'X'}/${maxGuesses}`;
  return [`${title} ${score}`, '', ...rows.map((row) => row.map((l) => set[l.state]).join(''))].join('\n');
}

/**
 * A spoiler-free category match result: one square per group (found or not, never its name or items) and one cross
 * per mistake.
 */
export function shareCategories(title: string, found: number, groups: number, mistakes: number, contrast: boolean) {
  const set = contrast ? squares.contrast : squares.normal;
  const row = set.correct.repeat(found) + set.absent.repeat(Math.max(0, groups - found));
  return [`${title} ${found}/${groups}`, '', row, ...(mistakes > 0 ? ['❌'.repeat(mistakes)] : [])].join('\n');
}
