import type { GameEvent } from '@gamefolk/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { DetailPage, useRouteId } from '../../components/DetailPage';
import { PersonAvatar } from '../../components/PersonAvatar';
import { errorText } from '../../components/errors';
import classes from '../../components/cards.module.css';
import {
  downloadCalendar,
  formatWhen,
  useDeleteEventMutation,
  useEventQuery,
  useParticipantsQuery,
  useParticipationMutation,
} from './hooks';
import { openEventForm } from './open-event-form';

const answers = ['going', 'interested', 'notGoing'] as const;

export function EventPage() {
  const { t } = useTranslation('events');
  const id = useRouteId();
  const query = useEventQuery(id);
  usePageTitle(query.data ? query.data.name : t('title'));
  return (
    <DetailPage id={id} query={query} back={{ to: '/events', label: t('page.back') }} notFound={t('page.notFound')}>
      {(event) => (
        <>
          <EventDetails event={event} />
          <Participants event={event} />
        </>
      )}
    </DetailPage>
  );
}

/** A map search for an address; a link as it is (only http and https are made links). */
function whereLink(event: GameEvent) {
  if (!event.location) return null;
  if (event.kind === 'inPerson')
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.location)}`;
  return /^https?:\/\//i.test(event.location) ? event.location : null;
}

export function EventDetails({ event }: { event: GameEvent }) {
  const { t, i18n } = useTranslation('events');
  const navigate = useNavigate();
  const answer = useParticipationMutation();
  const remove = useDeleteEventMutation();
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
  const link = whereLink(event);
  const full = event.capacity !== null && event.counts.going >= event.capacity;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('page.delete'),
      children: <Text size="sm">{t('page.deleteConfirm')}</Text>,
      labels: { confirm: t('page.delete'), cancel: t('page.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(event.id, { onSuccess: () => void navigate('/events'), onError }),
    });
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap={6}>
            <Badge variant="light">{t(`category.${event.category}`)}</Badge>
            <Badge variant="outline">{t(`kind.${event.kind}`)}</Badge>
            {event.game && <Badge variant="outline">{event.game.name}</Badge>}
          </Group>
          <Title order={1} size="h2" className={classes.description}>
            {event.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('card.by', { name: event.organization?.name ?? event.owner.fullname })}
          </Text>
        </Stack>
        <Group gap="xl" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('page.when')}
            </Text>
            <Text fw={600} data-testid="event-when">
              {formatWhen(event.startsAt, i18n.language)}
              {event.endsAt ? ` – ${formatWhen(event.endsAt, i18n.language)}` : ''}
            </Text>
          </Stack>
          {event.location && (
            <Stack gap={0} className={classes.grow}>
              <Text size="xs" c="dimmed">
                {t('page.where')}
              </Text>
              <Text fw={600} className={classes.description}>
                {event.location}
              </Text>
              {link && (
                <Anchor href={link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                  {event.kind === 'inPerson' ? t('page.map') : t('page.link')}
                </Anchor>
              )}
            </Stack>
          )}
        </Group>
        {event.description && <Text className={classes.description}>{event.description}</Text>}
        {event.tags.length > 0 && (
          <Group gap={6}>
            {event.tags.map((tag) => (
              <Badge key={tag} variant="dot">
                {t(`tags.${tag}`)}
              </Badge>
            ))}
          </Group>
        )}
        {event.capacity !== null && (
          <Text size="sm">
            {t('page.places', { going: event.counts.going, capacity: event.capacity })}
            {full ? ` · ${t('page.full')}` : ''}
          </Text>
        )}
        <Group gap="xs" role="group" aria-label={t('page.participants')}>
          {answers.map((status) => (
            <Button
              key={status}
              // A waiting player is not going yet: their ask shows outlined, beside "You're on the waiting list".
              variant={
                event.me.status === status
                  ? 'filled'
                  : status === 'going' && event.me.status === 'waiting'
                    ? 'outline'
                    : 'light'
              }
              aria-pressed={event.me.status === status}
              loading={answer.isPending && answer.variables?.status === status}
              onClick={() => answer.mutate({ id: event.id, status }, { onError })}
            >
              {t(`page.${status}`)} ({event.counts[status]})
            </Button>
          ))}
        </Group>
        {event.me.status === 'waiting' && (
          <Text c="orange">
            {event.me.place ? t('page.waitingPlace', { place: event.me.place }) : t('page.waiting')}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => void downloadCalendar(event.id).catch(onError)}
          >
            {t('page.calendar')}
          </Button>
          {event.me.canEdit && (
            <>
              <Button variant="light" onClick={() => openEventForm(event)}>
                {t('edit')}
              </Button>
              <Button variant="subtle" color="red" onClick={confirmDelete}>
                {t('page.delete')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Participants({ event }: { event: GameEvent }) {
  const { t } = useTranslation('events');
  const query = useParticipantsQuery(event.id);
  const rows = (query.data ?? []).filter((p) => p.status !== 'notGoing');
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('page.participants')}
        </Title>
        {query.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('page.noParticipants')}
          </Text>
        )}
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
          aria-label={t('page.participants')}
        >
          {rows.map((p) => (
            <li key={p.user.id}>
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar src={p.user.photoUrl} name={p.user.fullname || p.user.username} size="sm" />
                <Text
                  size="sm"
                  fw={600}
                  component={Link}
                  to={`/profile/${p.user.username}`}
                  style={{ color: 'inherit' }}
                  className={classes.grow}
                  truncate
                >
                  {p.user.fullname}
                </Text>
                <Badge variant="light" size="sm">
                  {t(`status.${p.status}`)}
                </Badge>
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
