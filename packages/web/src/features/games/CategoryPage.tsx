import { puzzleRules } from '@gamefolk/contract';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { Countdown } from './Countdown';
import { PuzzleFrame } from './PuzzleFrame';
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
      {() => puzzle.data && <CategoryGame id={puzzle.data.id} items={puzzle.data.items} day={day} />}
    </PuzzleFrame>
  );
}

function CategoryGame({ id, items, day }: { id: number; items: string[]; day: string }) {
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

  const say = (text: string, good: boolean) => {
    setMessage({ text, good });
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
        if (result.correct) say(t('category.correct', { label: result.label }), true);
        else say(`${t('category.notRelated')} ${t('category.mistakesLeft', { count: result.mistakesLeft })}`, false);
        if (result.solved) say(t('category.solvedAnnouncement', { points: result.points ?? 0 }), true);
        else if (result.groups) say(t('category.lost'), false);
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
              onClick={() =>
                hint.mutate(undefined, {
                  onSuccess: (h) => say(t('category.hintText', { label: h.label, item: h.item }), true),
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
