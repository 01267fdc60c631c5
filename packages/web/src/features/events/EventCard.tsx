import type { GameEvent } from '@gamefolk/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../components/cards.module.css';
import { formatWhen } from './hooks';

/** The colour of the viewer's own answer on a card; "not going" shows nothing. */
const mineColor = { going: 'teal', waiting: 'orange', interested: 'gray' } as const;

/** One upcoming event: when, what, where, how many are going, and whether the viewer is. */
export function EventCard({ event }: { event: GameEvent }) {
  const { t, i18n } = useTranslation('events');
  const start = new Date(event.startsAt);
  const mine = event.me.status && event.me.status !== 'notGoing' ? event.me.status : null;
  return (
    <Paper component="article" className={`${classes.card} ${classes.linked}`} radius="lg" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Stack gap={0} align="center" w={52} style={{ flexShrink: 0 }}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
            {new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(start)}
          </Text>
          <Text size="xl" fw={800} lh={1.1}>
            {start.getDate()}
          </Text>
        </Stack>
        <Stack gap={4} className={classes.grow}>
          <Text
            fw={700}
            lineClamp={2}
            component={Link}
            to={`/events/${event.id}`}
            className={`${classes.description} ${classes.cardLink}`}
          >
            {event.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatWhen(event.startsAt, i18n.language)}
            {event.game ? ` · ${event.game.name}` : ''}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {t(`category.${event.category}`)}
            </Badge>
            <Badge variant="outline" size="sm">
              {t(`kind.${event.kind}`)}
            </Badge>
            <Text size="xs" fw={600}>
              {t('card.going', { count: event.counts.going })}
            </Text>
            {mine && (
              <Badge variant="dot" color={mineColor[mine]} size="sm" tt="none">
                {t(`card.mine.${mine}`)}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {t('card.by', { name: event.organization?.name ?? event.owner.fullname })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
