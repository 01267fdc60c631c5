import { puzzleRules } from '@gamefolk/contract';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { Countdown } from './Countdown';
import { PuzzleFrame } from './PuzzleFrame';
import { ShareButtons } from './ShareButtons';
import { shareCategories } from './share';
import classes from './Games.module.css';
import {
  useCategoryHintMutation,
  useCheckCategoryMutation,
  useLocalDay,
  useProgressQuery,
  useTodaysCategoriesQuery,
} from './hooks';
import { StatFigures } from './Stats';

export function CategoryMatchPage() {
  const day = useLocalDay();
  const puzzle = useTodaysCategoriesQuery(day, currentLanguage());
  return (
    <PuzzleFrame kind="category" puzzle={puzzle}>
      {(contrast) =>
        puzzle.data && <CategoryGame id={puzzle.data.id} items={puzzle.data.items} day={day} contrast={contrast} />
      }
    </PuzzleFrame>
  );
}

interface CategoryGameProps {
  id: number;
  items: string[];
  day: string;
  contrast: boolean;
}

function CategoryGame({ id, items, day, contrast }: CategoryGameProps) {
  const { t } = useTranslation('games');
  const progress = useProgressQuery(id);
  const check = useCheckCategoryMutation(id);
  const hint = useCategoryHintMutation(id);
  const [selected, setSelected] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [message, setMessage] = useState<{ text: string; good: boolean } | null>(null);

  if (progress.isPending) return <Loader mx="auto" />;
  const data = progress.data;
  const status = data?.status ?? 'new';
  const over = status === 'solved' || status === 'failed';
  const found = over ? (data?.groups ?? []) : (data?.found ?? []);
  const taken = new Set(found.flatMap((g) => g.items));
  const left = items.filter((item) => !taken.has(item));

  // Each thing is shown once: what stays on the board (mistakes left, hints, the result card) is only announced;
  // the message line says what the board does not (a group's name, "not related", an error).
  const say = (text: string, good: boolean) => {
    setMessage({ text, good });
    setAnnouncement(text);
  };
  const announce = (text: string) => {
    setMessage(null);
    setAnnouncement(text);
  };

  const toggle = (item: string) => {
    setMessage(null);
    setSelected((current) =>
      current.includes(item) ? current.filter((i) => i !== item) : current.length < 3 ? [...current, item] : current,
    );
  };

  const submit = () => {
    if (selected.length !== 3) return say(errorText('selectThree'), false);
    check.mutate(selected, {
      onSuccess: (result) => {
        setSelected([]);
        if (result.solved) announce(t('category.solvedAnnouncement', { points: result.points ?? 0 }));
        else if (result.groups) announce(`${t('category.notRelated')} ${t('category.lost')}`);
        else if (result.correct) say(t('category.correct', { label: result.label }), true);
        else {
          setMessage({ text: t('category.notRelated'), good: false });
          setAnnouncement(`${t('category.notRelated')} ${t('category.mistakesLeft', { count: result.mistakesLeft })}`);
        }
      },
      onError: (error) => say(errorText(error), false),
    });
  };

  return (
    <Stack gap="md">
      <Stack gap={8}>
        {found.map((group) => (
          <div key={group.label} className={classes.found}>
            <Text fw={800}>{group.label}</Text>
            <Text size="sm">{group.items.join(' · ')}</Text>
          </div>
        ))}
      </Stack>
      {!over && (
        <div className={classes.items} role="group" aria-label={t('category.items')}>
          {left.map((item) => (
            <button
              key={item}
              type="button"
              className={classes.item}
              aria-pressed={selected.includes(item)}
              onClick={() => toggle(item)}
            >
              {item}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite" aria-atomic="true" className={classes.srOnly} data-testid="announcer">
        {announcement}
      </div>
      {message && (
        <Text ta="center" fw={600} c={message.good ? 'green' : 'red'} role="status">
          {message.text}
        </Text>
      )}
      {!over && (
        <>
          <Text ta="center" size="sm" c="dimmed">
            {t('category.mistakesLeft', { count: data?.mistakesLeft ?? puzzleRules.categoryMistakes })}
          </Text>
          {(data?.categoryHints ?? []).map((h) => (
            <Text key={h.label} size="sm" ta="center">
              {t('category.hintText', { label: h.label, item: h.item })}
            </Text>
          ))}
          <Group justify="center" gap="sm">
            <Button variant="default" onClick={() => setSelected([])} disabled={!selected.length}>
              {t('category.clear')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconBulb size={16} />}
              loading={hint.isPending}
              disabled={(data?.hintsLeft ?? 0) === 0}
              onClick={() =>
                hint.mutate(undefined, {
                  onSuccess: (h) => announce(t('category.hintText', { label: h.label, item: h.item })),
                  onError: (error) => say(errorText(error), false),
                })
              }
            >
              {t('hint', { count: data?.hintsLeft ?? 0 })}
            </Button>
            <Button leftSection={<IconCheck size={16} />} onClick={submit} loading={check.isPending}>
              {t('category.check')}
            </Button>
          </Group>
        </>
      )}
      {over && (
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="sm" align="center">
            <Title order={2} size="h3">
              {status === 'solved' ? t('category.solved') : t('category.lost')}
            </Title>
            <Text fw={700}>{t('points', { count: data?.points ?? 0 })}</Text>
            <ShareButtons
              text={shareCategories(
                t('share.categoryTitle', { day }),
                data?.found.length ?? 0,
                puzzleRules.categoryGroups,
                puzzleRules.categoryMistakes - (data?.mistakesLeft ?? 0),
                contrast,
              )}
            />
            <Countdown />
          </Stack>
        </Paper>
      )}
      <Paper p="md" radius="lg" withBorder>
        <StatFigures kind="category" day={day} />
      </Paper>
    </Stack>
  );
}
