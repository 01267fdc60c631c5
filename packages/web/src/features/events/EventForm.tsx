import {
  eventCategories,
  eventKinds,
  eventTags,
  limits,
  type EventCategory,
  type EventKind,
  type EventTag,
  type GameEvent,
} from '@gamefolk/contract';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Input } from '../../api/client';
import { errorText } from '../../components/errors';
import { useDrawerFormSave } from '../../components/use-drawer-form-save';
import { GamePicker } from '../../entities/catalog';
import { useManagedOrganizationsQuery } from '../../entities/organization';
import { useCreateEventMutation, useUpdateEventMutation } from './hooks';

/** `datetime-local` works in the viewer's zone; the API takes and gives UTC. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toUtc = (local: string) => (local ? new Date(local).toISOString() : null);

type Field = 'name' | 'startsAt' | 'endsAt' | 'location' | 'gameId' | 'description' | 'capacity';

/** Create or edit an event, in the global drawer (a bottom sheet on phones). */
export function EventForm({ event }: { event?: GameEvent }) {
  const { t } = useTranslation('events');
  const [name, setName] = useState(event?.name ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [gameId, setGameId] = useState<number | undefined>(event?.game?.id);
  const [organization, setOrganization] = useState<string | null>(
    event?.organization ? String(event.organization.id) : null,
  );
  const [startsAt, setStartsAt] = useState(toLocalInput(event?.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(event?.endsAt));
  const [kind, setKind] = useState<EventKind>(event?.kind ?? 'online');
  const [category, setCategory] = useState<EventCategory>(event?.category ?? 'tournament');
  const [location, setLocation] = useState(event?.location ?? '');
  const [tags, setTags] = useState<EventTag[]>(event?.tags ?? []);
  const [capacity, setCapacity] = useState<number | string>(event?.capacity ?? '');
  const managed = useManagedOrganizationsQuery();
  const { save, errors, setErrors, saving } = useDrawerFormSave<Field, Input<'createEvent'>, GameEvent>({
    editing: event,
    create: useCreateEventMutation(),
    update: useUpdateEventMutation(),
    messages: { created: t('form.created'), saved: t('form.saved') },
    pathOf: (made) => `/events/${made.id}`,
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const starts = toUtc(startsAt);
    if (!starts) {
      setErrors({ startsAt: errorText('fieldRequired') });
      return;
    }
    save({
      name,
      description,
      gameId: gameId ?? null,
      organizationId: organization ? Number(organization) : null,
      startsAt: starts,
      endsAt: toUtc(endsAt),
      kind,
      category,
      location,
      tags,
      capacity: capacity === '' ? null : Number(capacity),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          required
          error={errors.name}
        />
        {(managed.data?.length ?? 0) > 0 && (
          <Select
            label={t('form.organization')}
            placeholder={t('form.me')}
            data={(managed.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
            value={organization}
            onChange={setOrganization}
            clearable
          />
        )}
        <GamePicker
          label={t('form.game')}
          value={gameId}
          clearable
          onChange={(g) => setGameId(g?.id)}
          error={errors.gameId}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('form.startsAt')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            required
            error={errors.startsAt}
          />
          <TextInput
            type="datetime-local"
            label={t('form.endsAt')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-6}>
          {t('form.timeZone', { zone })}
        </Text>
        <Group grow align="flex-start">
          <Select
            label={t('form.kind')}
            data={eventKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as EventKind)}
            allowDeselect={false}
          />
          <Select
            label={t('form.category')}
            data={eventCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
            value={category}
            onChange={(v) => v && setCategory(v as EventCategory)}
            allowDeselect={false}
          />
        </Group>
        <TextInput
          label={t('form.location')}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          maxLength={limits.longText}
          error={errors.location}
        />
        <MultiSelect
          label={t('form.tags')}
          data={eventTags.map((value) => ({ value, label: t(`tags.${value}`) }))}
          value={tags}
          onChange={(v) => setTags(v as EventTag[])}
          maxValues={5}
        />
        <NumberInput
          label={t('form.capacity')}
          min={1}
          max={100_000}
          value={capacity}
          onChange={setCapacity}
          allowDecimal={false}
          error={errors.capacity}
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
          error={errors.description}
        />
        <Button type="submit" loading={saving}>
          {event ? t('form.save') : t('create')}
        </Button>
      </Stack>
    </form>
  );
}
