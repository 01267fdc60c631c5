import type { Game } from '@gamefolk/contract';
import { Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { gameDetails, isGameSearchable, useGameSearchQuery } from '../../entities/catalog';
import { GameIcon, useGenreName } from '../../entities/catalog';
import classes from './GameSearch.module.css';

interface GameSearchProps {
  chosenIds: readonly number[];
  full: boolean;
  onChoose: (game: Pick<Game, 'id' | 'name' | 'icon'>) => void;
}

/** Searches the games catalog once more than 2 characters are typed; results show each game's icon. */
export function GameSearch({ chosenIds, full, onChoose }: GameSearchProps) {
  const { t } = useTranslation('profile');
  const genreName = useGenreName();
  const [text, setText] = useState('');
  const [name] = useDebouncedValue(text, 250);
  const searchable = isGameSearchable(name);
  const games = useGameSearchQuery(name);
  const results = searchable ? (games.data ?? []) : [];

  return (
    <Stack gap="xs">
      <TextInput
        label={t('games.search')}
        placeholder={t('games.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        rightSection={games.isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        description={full ? t('games.full') : t('games.searchHint')}
        disabled={full}
      />
      {searchable && games.isError && (
        <Text size="sm" c="red">
          {errorText(games.error)}
        </Text>
      )}
      {searchable && games.isSuccess && results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('games.noResults')}
        </Text>
      )}
      {results.length > 0 && !full && (
        <ul className={classes.list} aria-label={t('games.results')}>
          {results.map((game) => {
            const chosen = chosenIds.includes(game.id);
            return (
              <li key={game.id}>
                <UnstyledButton
                  className={classes.result}
                  onClick={() => onChoose(game)}
                  disabled={chosen}
                  data-chosen={chosen || undefined}
                >
                  <GameIcon icon={game.icon} size={32} />
                  <div className={classes.text}>
                    <Text size="sm" fw={600} truncate>
                      {game.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {game.year ? gameDetails(game) : game.genres.map(genreName).join(' · ')}
                    </Text>
                  </div>
                  {chosen && <IconCheck size={16} aria-label={t('games.chosen')} />}
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
