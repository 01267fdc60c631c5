import { puzzleRules, type Language, type LetterResult } from '@gamefolk/contract';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { Countdown } from './Countdown';
import { PuzzleFrame } from './PuzzleFrame';
import classes from './Games.module.css';
import { useGuessMutation, useLocalDay, useProgressQuery, useTodaysPuzzleQuery, useWordHintMutation } from './hooks';
import { keyboardRows, letterOf, upper } from './keyboard';
import { ShareButtons } from './ShareButtons';
import { shareGrid } from './share';
import { WordStats } from './Stats';

type State = LetterResult['state'];
const rank: Record<State, number> = { absent: 0, present: 1, correct: 2 };

export function DailyPuzzlePage() {
  const day = useLocalDay();
  const language = currentLanguage();
  const puzzle = useTodaysPuzzleQuery(day, language);
  return (
    <PuzzleFrame kind="word" puzzle={puzzle}>
      {(contrast) =>
        puzzle.data && (
          <WordGame id={puzzle.data.id} language={language} length={puzzle.data.length} day={day} contrast={contrast} />
        )
      }
    </PuzzleFrame>
  );
}

interface WordGameProps {
  id: number;
  language: Language;
  length: number;
  day: string;
  contrast: boolean;
}

function WordGame({ id, language, length, day, contrast }: WordGameProps) {
  const { t } = useTranslation('games');
  const progress = useProgressQuery(id);
  const guess = useGuessMutation(id);
  const hint = useWordHintMutation(id);
  const [typed, setTyped] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const rows = useMemo(() => progress.data?.guesses ?? [], [progress.data]);
  const status = progress.data?.status ?? 'new';
  const over = status === 'solved' || status === 'failed';
  const hints = progress.data?.hints ?? [];

  const keyStates = useMemo(() => {
    const states = new Map<string, State>();
    for (const row of rows)
      for (const { letter, state } of row) {
        const known = states.get(letter);
        if (!known || rank[state] > rank[known]) states.set(letter, state);
      }
    return states;
  }, [rows]);

  const submit = useCallback(() => {
    if (over || guess.isPending) return;
    if (typed.length !== length) {
      setMessage(t('word.tooShort'));
      setAnnouncement(t('word.tooShort'));
      return;
    }
    guess.mutate(typed.join(''), {
      onSuccess: (result) => {
        setTyped([]);
        setMessage(null);
        const letters = result.letters.map((l) => t(`state.${l.state}`, { letter: l.letter })).join(', ');
        const outcome = result.solved
          ? t('word.solvedAnnouncement', { points: result.points ?? 0 })
          : result.answer
            ? t('word.lostAnnouncement', { answer: result.answer })
            : t('word.guessesLeft', { count: result.guessesLeft });
        setAnnouncement(`${letters}. ${outcome}`);
      },
      onError: (error) => {
        const text = errorText(error);
        setMessage(text);
        setAnnouncement(text);
      },
    });
  }, [over, guess, typed, length, t]);

  const press = useCallback(
    (key: string) => {
      if (over) return;
      setMessage(null);
      if (key === 'Enter') return submit();
      if (key === 'Backspace') return setTyped((current) => current.slice(0, -1));
      const letter = letterOf(key, language);
      if (letter) setTyped((current) => (current.length < length ? [...current, letter] : current));
    },
    [over, submit, language, length],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (target?.isContentEditable) return;
      // A focused on-screen key handles its own Enter and Space.
      if (target?.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return;
      if (event.key === 'Enter' || event.key === 'Backspace' || event.key.length === 1) {
        event.preventDefault();
        press(event.key);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press]);

  if (progress.isPending) return <Loader mx="auto" />;

  const rowsToDraw = Array.from({ length: puzzleRules.maxGuesses }, (_, i) => i);
  const hintAt = new Map(hints.map((h) => [h.position, h.letter]));

  return (
    <Stack gap="md" className={classes.frame}>
      <div className={classes.board} role="grid" aria-label={t('word.board')}>
        {rowsToDraw.map((i) => {
          const done = rows[i];
          const current = !done && i === rows.length && !over;
          return (
            <div className={classes.row} role="row" key={i} aria-label={t('word.row', { n: i + 1 })}>
              {Array.from({ length }, (_, j) => {
                const cell = done?.[j];
                const typedLetter = current ? typed[j] : undefined;
                const hinted = current && !typedLetter ? hintAt.get(j) : undefined;
                const label = cell
                  ? t(`state.${cell.state}`, { letter: cell.letter })
                  : typedLetter
                    ? upper(typedLetter, language)
                    : t('word.empty');
                return (
                  <div
                    key={j}
                    role="gridcell"
                    aria-label={label}
                    className={classes.tile}
                    data-state={cell?.state}
                    data-filled={typedLetter ? true : undefined}
                    data-hint={hinted ? true : undefined}
                  >
                    {cell?.letter ?? (typedLetter ? upper(typedLetter, language) : (hinted ?? ''))}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>

      <div aria-live="polite" aria-atomic="true" className={classes.srOnly} data-testid="announcer">
        {announcement}
      </div>
      {message && (
        <Text ta="center" fw={600} c="red" role="alert">
          {message}
        </Text>
      )}

      {over ? (
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="sm" align="center">
            <Title order={2} size="h3">
              {status === 'solved' ? t('word.solved') : t('word.lost')}
            </Title>
            <Text>
              {t('word.answerWas')} <b>{progress.data?.answer}</b>
            </Text>
            <Text fw={700}>{t('points', { count: progress.data?.points ?? 0 })}</Text>
            <ShareButtons
              text={shareGrid(
                t('share.wordTitle', { day }),
                rows,
                status === 'solved',
                puzzleRules.maxGuesses,
                contrast,
              )}
            />
            <Countdown />
          </Stack>
        </Paper>
      ) : (
        <>
          <Group justify="center">
            <Button
              variant="light"
              leftSection={<IconBulb size={16} />}
              onClick={() =>
                hint.mutate(undefined, {
                  onSuccess: (h) =>
                    setAnnouncement(t('word.hintAnnouncement', { letter: h.letter, n: h.position + 1 })),
                  onError: (error) => {
                    setMessage(errorText(error));
                    setAnnouncement(errorText(error));
                  },
                })
              }
              loading={hint.isPending}
              disabled={(progress.data?.hintsLeft ?? 0) === 0}
            >
              {t('hint', { count: progress.data?.hintsLeft ?? 0 })}
            </Button>
          </Group>
          <Keyboard language={language} states={keyStates} onKey={press} />
        </>
      )}
      <WordStats day={day} />
      <Text size="xs" c="dimmed" ta="center">
        {contrast ? t('word.rulesContrast') : t('word.rules')}
      </Text>
    </Stack>
  );
}

/** A key clicked or tapped does not take the focus, so the physical Enter that follows submits the guess. */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

function Keyboard({
  language,
  states,
  onKey,
}: {
  language: Language;
  states: Map<string, State>;
  onKey: (key: string) => void;
}) {
  const { t } = useTranslation('games');
  const rows = keyboardRows[language];
  return (
    <div className={classes.keyboard} role="group" aria-label={t('keyboard.label')}>
      {rows.map((row, i) => (
        <div className={classes.keyRow} key={i}>
          {i === rows.length - 1 && (
            <button
              type="button"
              className={`${classes.key} ${classes.wideKey}`}
              onMouseDown={keepFocus}
              onClick={() => onKey('Enter')}
            >
              {t('keyboard.enter')}
            </button>
          )}
          {row.map((letter) => {
            const shown = upper(letter, language);
            const state = states.get(shown);
            return (
              <button
                type="button"
                key={letter}
                className={classes.key}
                data-state={state}
                aria-label={state ? t(`state.${state}`, { letter: shown }) : shown}
                onMouseDown={keepFocus}
                onClick={() => onKey(letter)}
              >
                {shown}
              </button>
            );
          })}
          {i === rows.length - 1 && (
            <button
              type="button"
              className={`${classes.key} ${classes.wideKey}`}
              onMouseDown={keepFocus}
              onClick={() => onKey('Backspace')}
              aria-label={t('keyboard.backspace')}
            >
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
