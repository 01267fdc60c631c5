import { checkCategory, hintCategory, puzzleRules, todaysCategories, type Language } from '@gamefolk/contract';
import { AppError } from '../../errors/app-error.js';
import {
  categoryItems,
  categoryPoints,
  groupsOf,
  move,
  playablePuzzle,
  puzzleOfDay,
} from '../../services/games/puzzle-play.js';
import { puzzleSolved } from '../../services/games/quests.js';
import { handle } from '../define.js';
import { defaultLanguage } from './word.js';

export const todaysCategoriesHandler = handle(todaysCategories, async ({ date, language }, { services }) => {
  const puzzle = await puzzleOfDay(services, date, language ?? defaultLanguage, 'category');
  return {
    id: puzzle.id,
    date: puzzle.day,
    language: puzzle.language as Language,
    items: categoryItems(puzzle),
    maxMistakes: puzzleRules.categoryMistakes,
    hints: puzzleRules.categoryHints,
  };
});

const same = (a: string, b: string, language: Language) =>
  a.normalize('NFC').trim().toLocaleLowerCase(language) === b.normalize('NFC').trim().toLocaleLowerCase(language);

export const checkCategoryHandler = handle(checkCategory, async ({ puzzle_id, items }, { services, session }) => {
  const puzzle = await playablePuzzle(services, puzzle_id, 'category', session.user.id);
  const language = puzzle.language as Language;
  const groups = groupsOf(puzzle);
  // Each chosen item as the puzzle writes it, and the group it belongs to.
  const chosen = items.map((item) => {
    const group = groups.find((g) => g.items.some((i) => same(i, item, language)));
    if (!group) throw new AppError('unknownItem', 'items');
    return { item: group.items.find((i) => same(i, item, language))!, group };
  });
  if (new Set(chosen.map((c) => c.item)).size !== chosen.length) throw new AppError('duplicateItems', 'items');

  const outcome = await move(services, puzzle, session.user.id, (play) => {
    if (chosen.some((c) => play.moves.includes(c.group.label))) throw new AppError('itemsAlreadyFound', 'items');
    const label = chosen.every((c) => c.group === chosen[0]!.group) ? chosen[0]!.group.label : undefined;
    const found = label ? [...play.moves, label] : play.moves;
    const mistakes = play.mistakes + (label ? 0 : 1);
    const solved = found.length === groups.length;
    const failed = !solved && mistakes >= puzzleRules.categoryMistakes;
    return {
      values: {
        moves: found,
        mistakes,
        ...(solved || failed
          ? {
              status: solved ? ('solved' as const) : ('failed' as const),
              points: solved ? categoryPoints(mistakes, play.hints.length) : 0,
              finishedAt: services.now(),
            }
          : {}),
      },
      result: (saved) => ({ saved, label, solved, over: solved || failed }),
    };
  });
  if (outcome.solved) await puzzleSolved(services, session.user.id);
  return {
    correct: outcome.label !== undefined,
    ...(outcome.label ? { label: outcome.label } : {}),
    mistakesLeft: puzzleRules.categoryMistakes - outcome.saved.mistakes,
    solved: outcome.solved,
    ...(outcome.over ? { groups, points: outcome.saved.points } : {}),
  };
});

/** Names one group not found yet and one of its items; each hint lowers the points of a solve. */
export const hintCategoryHandler = handle(hintCategory, async ({ puzzle_id }, { services, session }) => {
  const puzzle = await playablePuzzle(services, puzzle_id, 'category', session.user.id);
  const groups = groupsOf(puzzle);
  return move(services, puzzle, session.user.id, (play) => {
    if (play.hints.length >= puzzleRules.categoryHints) throw new AppError('noHintsLeft');
    const group =
      groups.find((g) => !play.moves.includes(g.label) && !play.hints.includes(g.label)) ??
      groups.find((g) => !play.moves.includes(g.label))!;
    return {
      values: { hints: [...play.hints, group.label] },
      result: (saved) => ({
        label: group.label,
        item: group.items[0]!,
        hintsLeft: puzzleRules.categoryHints - saved.hints.length,
      }),
    };
  });
});
