import { lobbyMaxMembers, limits, type Lobby, type LobbyType } from '@gamefolk/contract';
import {
  Autocomplete,
  Button,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Input } from '../../api/client';
import { errorText } from '../../components/errors';
import { useDrawerFormSave } from '../../components/use-drawer-form-save';
import { GamePicker } from '../../entities/catalog';
import { useCreateLobbyMutation, useFiltersQuery, useUpdateLobbyMutation } from './hooks';
import { termOptions } from '../../entities/lobby';

type Field = 'gameId' | 'server' | 'rank' | 'role' | 'minMembers' | 'maxMembers' | 'description' | 'minLevel';

/** Create or edit a lobby, in the global drawer (a bottom sheet on phones). */
export function LobbyForm({ lobby }: { lobby?: Lobby }) {
  const { t } = useTranslation('lobbies');
  const [gameId, setGameId] = useState<number | undefined>(lobby?.game.id);
  const [server, setServer] = useState(lobby?.server ?? '');
  const [rank, setRank] = useState(lobby?.rank ?? '');
  const [role, setRole] = useState(lobby?.role ?? '');
  const [minLevel, setMinLevel] = useState<number | string>(lobby?.minLevel ?? '');
  const [minMembers, setMinMembers] = useState<number | string>(lobby?.minMembers ?? 1);
  const [maxMembers, setMaxMembers] = useState<number | string>(lobby?.maxMembers ?? 4);
  const [type, setType] = useState<LobbyType>(lobby?.type ?? 'individual');
  const [description, setDescription] = useState(lobby?.description ?? '');
  const filters = useFiltersQuery(gameId);
  // While a chosen game's lists load, its fields wait as (disabled) lists: a free-text field that turned into a list
  // under the player's fingers would drop what they had typed or opened.
  const listsLoading = gameId !== undefined && filters.isPending;
  const { save, errors, setErrors, saving } = useDrawerFormSave<Field, Input<'createLobby'>, Lobby>({
    editing: lobby,
    create: useCreateLobbyMutation(),
    update: useUpdateLobbyMutation(),
    messages: { created: t('form.created'), saved: t('form.saved') },
    failures: { create: 'lobbyCreate', update: 'lobbyEdit' },
    pathOf: (created) => `/lobby/${created.id}`,
  });

  const choose = (
    values: string[] | undefined,
    value: string,
    set: (v: string) => void,
    label: string,
    field: Field,
  ) =>
    listsLoading || (values && values.length > 0) ? (
      <Select
        label={label}
        data={termOptions(t, values ?? [])}
        disabled={listsLoading}
        rightSection={listsLoading ? <Loader size="xs" /> : undefined}
        value={value || null}
        onChange={(v) => set(v ?? '')}
        searchable
        clearable={field !== 'server'}
        required={field === 'server'}
        error={errors[field]}
      />
    ) : (
      <Autocomplete
        label={label}
        description={t('form.free')}
        data={[]}
        value={value}
        onChange={set}
        maxLength={limits.shortText}
        required={field === 'server'}
        error={errors[field]}
      />
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!gameId) {
      setErrors({ gameId: errorText('fieldRequired') });
      return;
    }
    save({
      gameId,
      server,
      rank: rank || null,
      role: role || null,
      minLevel: minLevel === '' ? null : Number(minLevel),
      minMembers: Number(minMembers),
      maxMembers: Number(maxMembers),
      description,
      type,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <GamePicker
          label={t('form.game')}
          value={gameId}
          required
          error={errors.gameId}
          onChange={(game) => {
            setGameId(game?.id);
            setServer('');
            setRank('');
            setRole('');
          }}
        />
        {choose(filters.data?.servers, server, setServer, t('form.server'), 'server')}
        <Group grow align="flex-start">
          {choose(filters.data?.ranks, rank, setRank, t('form.rank'), 'rank')}
          {choose(filters.data?.roles, role, setRole, t('form.role'), 'role')}
        </Group>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('form.type')}
          </Text>
          <SegmentedControl
            fullWidth
            value={type}
            onChange={(v) => setType(v as LobbyType)}
            disabled={!!lobby}
            data={[
              { value: 'individual', label: t('type.individual') },
              { value: 'team', label: t('type.team') },
            ]}
          />
        </div>
        <Group grow align="flex-start">
          <NumberInput
            label={t('form.minMembers')}
            min={1}
            max={lobbyMaxMembers}
            value={minMembers}
            onChange={setMinMembers}
            error={errors.minMembers}
            allowDecimal={false}
          />
          <NumberInput
            label={t('form.maxMembers')}
            min={1}
            max={lobbyMaxMembers}
            value={maxMembers}
            onChange={setMaxMembers}
            error={errors.maxMembers}
            allowDecimal={false}
          />
        </Group>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('form.membersHint')}
        </Text>
        <NumberInput
          label={t('form.minLevel')}
          min={0}
          max={10_000}
          value={minLevel}
          onChange={setMinLevel}
          error={errors.minLevel}
          allowDecimal={false}
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={limits.longText}
          autosize
          minRows={3}
          error={errors.description}
          description={`${[...description].length} / ${limits.longText}`}
        />
        <Button type="submit" loading={saving}>
          {lobby ? t('form.save') : t('create')}
        </Button>
      </Stack>
    </form>
  );
}
