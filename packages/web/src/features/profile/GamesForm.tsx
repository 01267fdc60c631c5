import { limits, type Game } from '@gamefolk/contract';
import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandSteam, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import { notifyError, notifyFailure } from '../../components/errors';
import { useIntegrationsQuery } from '../integrations';
import { DrawerForm } from './DrawerForm';
import { GameIcon } from '../../entities/catalog';
import { GameSearch } from './GameSearch';
import { useAddSteamFavouritesMutation, useSavePersonalsMutation } from './hooks';
import classes from './GamesForm.module.css';

type GameSummary = Pick<Game, 'id' | 'name' | 'icon'>;

/** Up to four favourite games, picked from the catalog search. */
export function GamesForm({ userId, favourites }: { userId: number; favourites: GameSummary[] }) {
  const { t } = useTranslation('profile');
  const save = useSavePersonalsMutation(userId);
  const [games, setGames] = useState<GameSummary[]>(favourites);
  const full = games.length >= limits.favouriteGames;
  const steamLinked = Boolean(useIntegrationsQuery(userId).data?.steam);
  const addSteam = useAddSteamFavouritesMutation(userId);

  // The server saves them at once; the list here shows what it kept, and Save keeps any removal made after.
  const addSteamGames = () =>
    addSteam.mutate(undefined, {
      onSuccess: (saved) => {
        const added = saved.filter((game) => !games.some((g) => g.id === game.id));
        setGames([...games, ...added].slice(0, limits.favouriteGames));
        notifications.show({
          color: added.length ? 'teal' : 'gray',
          message: t(added.length ? 'games.addSteamDone' : 'games.addSteamNone'),
        });
      },
      onError: notifyError,
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { favouriteGames: games.map((g) => g.id) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('edit.saved') });
          closeDrawer();
        },
        onError: (error) => notifyFailure(error, 'infoSave'),
      },
    );
  };

  return (
    <DrawerForm onSubmit={submit} saving={save.isPending}>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('games.chosenCount', { count: games.length, max: limits.favouriteGames })}
        </Text>
        {games.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('games.none')}
          </Text>
        ) : (
          <ol className={classes.chosen}>
            {games.map((game) => (
              <li key={game.id} className={classes.item}>
                <GameIcon icon={game.icon} size={36} />
                <Text fw={600} className={classes.name} truncate>
                  {game.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setGames(games.filter((g) => g.id !== game.id))}
                  aria-label={t('games.remove', { name: game.name })}
                >
                  <IconX size={16} />
                </ActionIcon>
              </li>
            ))}
          </ol>
        )}
      </Stack>
      {steamLinked && !full && (
        <Button
          variant="light"
          leftSection={<IconBrandSteam size={16} />}
          onClick={addSteamGames}
          loading={addSteam.isPending}
        >
          {t('games.addSteam')}
        </Button>
      )}
      <GameSearch
        chosenIds={games.map((g) => g.id)}
        full={full}
        onChoose={({ id, name, icon }) => {
          if (!full && !games.some((g) => g.id === id)) setGames([...games, { id, name, icon }]);
        }}
      />
    </DrawerForm>
  );
}
