import type { Game } from '@gamefolk/contract';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { gameDetails, useGameSearchQuery, usePopularGamesQuery } from './hooks';
import { GameIcon } from './GameIcon';

interface GamePickerProps {
  label: string;
  placeholder?: string;
  value: number | undefined;
  onChange: (game: Pick<Game, 'id' | 'name'> | undefined) => void;
  clearable?: boolean;
  required?: boolean;
  error?: string;
}

/** The popular games at once; typing 3 letters or more searches the whole catalog. */
export function GamePicker({ label, placeholder, value, onChange, clearable, required, error }: GamePickerProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search, 250);
  const popular = usePopularGamesQuery();
  const found = useGameSearchQuery(name);
  const games = useMemo(() => {
    const byId = new Map<number, Game>();
    for (const game of [...(popular.data ?? []), ...(found.data ?? [])]) byId.set(game.id, game);
    return byId;
  }, [popular.data, found.data]);
  const data = [...games.values()].map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? games.get(Number(id)) : undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable={clearable}
      required={required}
      error={error}
      nothingFoundMessage="—"
      maxDropdownHeight={280}
      leftSection={value && games.get(value) ? <GameIcon icon={games.get(value)!.icon} size={20} /> : undefined}
      renderOption={({ option }) => {
        const game = games.get(Number(option.value));
        return (
          <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {game && <GameIcon icon={game.icon} size={game.year ? 32 : 20} />}
            <span>
              {option.label}
              {game?.year && (
                <Text component="span" size="xs" c="dimmed" display="block">
                  {gameDetails(game)}
                </Text>
              )}
            </span>
          </span>
        );
      }}
    />
  );
}
