import { Alert, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { useHighContrast } from './contrast';
import classes from './Games.module.css';

/** What both daily games share around the board: title, high-contrast switch, and today's puzzle loading or missing. */
export function PuzzleFrame({
  kind,
  puzzle,
  children,
}: {
  kind: 'word' | 'category';
  puzzle: { isPending: boolean; isError: boolean; error: unknown };
  /** The board, once today's puzzle is there. */
  children: (contrast: boolean) => ReactNode;
}) {
  const { t } = useTranslation('games');
  usePageTitle(t(`${kind}.title`));
  const [contrast, setContrast] = useHighContrast();
  return (
    <div className={classes.game} data-contrast={contrast || undefined}>
      <Stack gap="md" className={classes.frame}>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} className={classes.title}>
              {t(`${kind}.title`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`${kind}.subtitle`)}
            </Text>
          </div>
          <Switch
            checked={contrast}
            onChange={(e) => setContrast(e.currentTarget.checked)}
            label={t('highContrast')}
            size="sm"
          />
        </Group>
        {puzzle.isPending && <Loader mx="auto" />}
        {puzzle.isError && (
          <Alert color="gray">
            {isApiError(puzzle.error) && puzzle.error.code === 'noPuzzleToday'
              ? t('noPuzzle')
              : errorText(puzzle.error)}
          </Alert>
        )}
        {children(contrast)}
      </Stack>
    </div>
  );
}
