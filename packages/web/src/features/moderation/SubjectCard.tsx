import type { CommunityRule } from '@gamefolk/contract';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Output } from '../../api/client';
import { errorText } from '../../components/errors';
import { currentLanguage } from '../../i18n/language';
import { formatRelative } from '../../lib/time';
import { useResolveSubjectMutation } from './hooks';
import { RulePicker } from './RulePicker';
import classes from './ModerationPage.module.css';

type Subject = Output<'getReportSubjects'>['rows'][number];
type Move = 'none' | 'warn' | 'suspend' | 'ban';
const urgent = new Set(['underage', 'selfHarm', 'violence', 'restrictedItem']);

/** One reported thing: how many players reported it and why, the copy kept when it was reported, and the answer. */
export function SubjectCard({ subject }: { subject: Subject }) {
  const { t } = useTranslation(['social', 'legal', 'common']);
  const resolve = useResolveSubjectMutation();
  const [acting, setActing] = useState(false);
  const [remove, setRemove] = useState(subject.report_type !== 'user');
  const [move, setMove] = useState<Move>('none');
  const [days, setDays] = useState<number>(7);
  const [rule, setRule] = useState<CommunityRule>(subject.categories[0] ?? 'spam');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { snapshot } = subject;
  const author = snapshot?.author ?? null;

  const submit = (dismiss: boolean) =>
    resolve.mutate(
      {
        report_type: subject.report_type,
        related_id: subject.related_id,
        rule,
        remove: dismiss ? false : remove,
        moderation: dismiss || move === 'none' ? undefined : move,
        days: !dismiss && move === 'suspend' ? days : undefined,
        note: note.trim() || undefined,
      },
      {
        onSuccess: () => {
          setActing(false);
          notifications.show({ color: 'teal', message: t('moderation.resolved') });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  const nothingChosen = !remove && move === 'none';

  return (
    <Paper className={classes.card} radius="lg" p="md" data-testid="report-subject">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="default">{t(`moderation.types.${subject.report_type}`)}</Badge>
          {subject.categories.map((category) => (
            <Badge key={category} variant={urgent.has(category) ? 'filled' : 'light'} color="red">
              {t(`report.categories.${category}`)}
            </Badge>
          ))}
          {subject.removed && (
            <Badge color="gray" variant="outline">
              {t('moderation.removed')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" ml="auto">
            {t('moderation.reporters', { count: subject.count })} ·{' '}
            <time dateTime={subject.last_at}>{formatRelative(subject.last_at, currentLanguage())}</time>
          </Text>
        </Group>
        {snapshot ? (
          <div>
            <Text size="xs" c="dimmed">
              {t('moderation.snapshot')}
            </Text>
            <Text fw={650} className={classes.excerpt}>
              {snapshot.label}
            </Text>
            {author && (
              <Anchor component={Link} to={`/profile/${author.username}`} size="sm">
                @{author.username}
              </Anchor>
            )}
            {snapshot.text && (
              <Text size="sm" lineClamp={6} className={classes.excerpt}>
                {snapshot.text}
              </Text>
            )}
            {snapshot.attachments.length > 0 && (
              <Group gap="xs" mt={4} wrap="wrap">
                {snapshot.attachments.map((url) => (
                  <Anchor key={url} href={url} target="_blank" rel="noreferrer" size="xs" className={classes.excerpt}>
                    {url.split('/').pop()}
                  </Anchor>
                ))}
              </Group>
            )}
          </div>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('moderation.targetGone')}
          </Text>
        )}
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {subject.reports.map((report) => (
            <Text key={report.id} component="li" size="xs" c="dimmed" className={classes.excerpt}>
              {t('moderation.reportedBy', { username: report.reporter.username })} ·{' '}
              {t(`report.categories.${report.category}`)}
              {report.description ? ` — ${report.description}` : ''}
            </Text>
          ))}
        </Stack>
        {subject.reports.some((r) => r.status === 'open') && (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={() => submit(true)} loading={resolve.isPending && !acting}>
              {t('moderation.dismiss')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setActing(true)}>
              {t('moderation.act')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={acting} onClose={() => setActing(false)} title={t('moderation.actTitle')} centered radius="lg">
        <Stack gap="sm">
          {subject.report_type !== 'user' && (
            <Checkbox
              label={t('moderation.removeIt', { type: t(`moderation.types.${subject.report_type}`) })}
              description={t('moderation.removeHint')}
              checked={remove}
              onChange={(event) => setRemove(event.currentTarget.checked)}
            />
          )}
          {author && (
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('moderation.authorAction', { username: author.username })}
              </Text>
              <SegmentedControl
                fullWidth
                value={move}
                onChange={(value) => setMove(value as Move)}
                data={(['none', 'warn', 'suspend', 'ban'] as const).map((value) => ({
                  value,
                  label: t(`moderation.moves.${value}`),
                }))}
              />
            </div>
          )}
          {move === 'suspend' && (
            <NumberInput
              label={t('moderation.days')}
              min={1}
              max={365}
              value={days}
              onChange={(value) => setDays(Number(value) || 1)}
            />
          )}
          <RulePicker value={rule} onChange={setRule} />
          <Textarea
            label={t('moderation.note')}
            value={note}
            maxLength={250}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('moderation.confirmText')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setActing(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" disabled={nothingChosen} loading={resolve.isPending} onClick={() => submit(false)}>
              {t('moderation.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
