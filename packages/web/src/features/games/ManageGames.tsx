import type { Game } from '@gamefolk/contract';
import { Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import {
  useCreateGameMutation,
  useHiddenGamesQuery,
  useMergeGamesMutation,
  useSetGameIconMutation,
  useUpdateGameMutation,
} from '../../entities/catalog';
import { GamePicker } from '../../entities/catalog';

type Picked = Pick<Game, 'id' | 'name'>;

const saved = (message: string) => notifications.show({ color: 'teal', message });

/** Managers: add a game, or rename, hide, merge or give an icon to one found in the catalog; bring a hidden one back. */
export function ManageGames() {
  const { t } = useTranslation('games');
  const [newName, setNewName] = useState('');
  const [game, setGame] = useState<Picked>();
  const [name, setName] = useState('');
  const [into, setInto] = useState<Picked>();
  const create = useCreateGameMutation();
  const update = useUpdateGameMutation();
  const merge = useMergeGamesMutation();
  const icon = useSetGameIconMutation();
  const hidden = useHiddenGamesQuery();

  const pick = (picked: Picked | undefined) => {
    setGame(picked);
    setName(picked?.name ?? '');
    setInto(undefined);
  };

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="catalog-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="catalog-title">
          {t('catalog.title')}
        </Title>
        <Group align="end">
          <TextInput
            label={t('catalog.add')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            maxLength={80}
          />
          <Button
            disabled={!newName.trim()}
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { name: newName },
                {
                  onSuccess: (made) => {
                    setNewName('');
                    pick(made);
                    saved(t('catalog.saved'));
                  },
                  onError: notifyError,
                },
              )
            }
          >
            {t('catalog.create')}
          </Button>
        </Group>
        <GamePicker label={t('catalog.pick')} value={game?.id} onChange={pick} clearable />
        {game && (
          <Stack gap="sm">
            <Group align="end">
              <TextInput
                label={t('catalog.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={80}
              />
              <Button
                variant="light"
                disabled={!name.trim() || name === game.name}
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: game.id, name },
                    {
                      onSuccess: (renamed) => {
                        pick(renamed);
                        saved(t('catalog.saved'));
                      },
                      onError: notifyError,
                    },
                  )
                }
              >
                {t('catalog.rename')}
              </Button>
            </Group>
            <Group>
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                onChange={(file) =>
                  file &&
                  icon.mutate(
                    { id: game.id, file },
                    { onSuccess: () => saved(t('catalog.saved')), onError: notifyError },
                  )
                }
              >
                {(props) => (
                  <Button {...props} variant="default" loading={icon.isPending}>
                    {t('catalog.icon')}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                color="red"
                loading={update.isPending}
                onClick={() =>
                  update.mutate(
                    { id: game.id, hidden: true },
                    {
                      onSuccess: () => {
                        saved(t('catalog.hidden', { name: game.name }));
                        pick(undefined);
                      },
                      onError: notifyError,
                    },
                  )
                }
              >
                {t('catalog.hide')}
              </Button>
            </Group>
            <Group align="end">
              <GamePicker label={t('catalog.mergeInto')} value={into?.id} onChange={setInto} clearable />
              <Button
                color="red"
                disabled={!into || into.id === game.id}
                loading={merge.isPending}
                onClick={() =>
                  into &&
                  modals.openConfirmModal({
                    title: t('catalog.mergeTitle', { from: game.name, into: into.name }),
                    children: t('catalog.mergeText', { from: game.name, into: into.name }),
                    labels: { confirm: t('catalog.merge'), cancel: t('catalog.cancel') },
                    confirmProps: { color: 'red' },
                    centered: true,
                    onConfirm: () =>
                      merge.mutate(
                        { from: game.id, into: into.id },
                        {
                          onSuccess: (kept) => {
                            saved(t('catalog.merged', { from: game.name, into: kept.name }));
                            pick(kept);
                          },
                          onError: notifyError,
                        },
                      ),
                  })
                }
              >
                {t('catalog.merge')}
              </Button>
            </Group>
          </Stack>
        )}
        {!!hidden.data?.length && (
          <Stack gap={6} component="section" aria-labelledby="hidden-games-title">
            <Title order={3} size="h5" id="hidden-games-title">
              {t('catalog.hiddenTitle')}
            </Title>
            {hidden.data.map((row) => (
              <Group key={row.id} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {row.name}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  loading={update.isPending && update.variables?.id === row.id}
                  aria-label={t('catalog.unhideOne', { name: row.name })}
                  onClick={() =>
                    update.mutate(
                      { id: row.id, hidden: false },
                      { onSuccess: () => saved(t('catalog.unhidden', { name: row.name })), onError: notifyError },
                    )
                  }
                >
                  {t('catalog.unhide')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
