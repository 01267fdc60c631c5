import type { CommunityRule } from '@gamefolk/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Output } from '../../api/client';
import { useIsSignedIn } from '../../api/session';
import { errorText } from '../../components/errors';
import { SettingsCard } from '../../components/SettingsCard';
import { formatDate } from '../../lib/time';
import { usePageTitle } from '../../lib/title';
import { useAppealMutation, useStandingQuery } from './standing-hooks';

type Strike = Output<'getStanding'>['strikes'][number];

function AppealForm({ strike, standingKey }: { strike: Strike; standingKey: string | null }) {
  const { t } = useTranslation(['settings', 'errors']);
  const appeal = useAppealMutation(standingKey);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('standing.appeal')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        appeal.mutate(
          { logId: strike.id, text },
          { onSuccess: () => notifications.show({ color: 'teal', message: t('standing.appealSent') }) },
        );
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea
          label={t('standing.appealLabel')}
          description={t('standing.appealHint')}
          value={text}
          maxLength={250}
          autosize
          minRows={3}
          onChange={(event) => setText(event.currentTarget.value)}
          error={appeal.error ? errorText(appeal.error) : null}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={appeal.isPending}>
            {t('standing.send')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            {t('standing.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Account standing (issue 42 item 4): where the player stands, each action on the account with its rule and end, and
 * one appeal per action. Reached from the settings, or by a suspended or banned player through the link their
 * refused sign-in shows (`?key=`), which opens this page and its appeal only.
 */
export function StandingPage() {
  const { t } = useTranslation(['settings', 'legal', 'errors']);
  usePageTitle(t('standing.title'));
  const [params] = useSearchParams();
  const standingKey = params.get('key');
  const signedIn = useIsSignedIn();
  const standing = useStandingQuery(standingKey, signedIn);

  if (!standingKey && !signedIn) {
    return (
      <Stack gap="md" maw={760} mx="auto" py="xl">
        <Title order={1}>{t('standing.title')}</Title>
        <Text c="dimmed">{t('standing.signIn')}</Text>
        <Anchor component={Link} to="/login">
          {t('standing.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  if (standing.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('standing.title')} />
      </Center>
    );
  }
  if (standing.isError) {
    return (
      <Stack gap="md" maw={760} mx="auto" py="xl">
        <Title order={1}>{t('standing.title')}</Title>
        <Alert color="red" variant="light" role="alert">
          {errorText(standing.error)}
        </Alert>
      </Stack>
    );
  }
  const { standing: state, until, strikes } = standing.data;
  const ruleTitle = (rule: CommunityRule) => t(`legal:rules.items.${rule}.title`);
  return (
    <Stack gap="xl" maw={760} mx="auto" py={standingKey ? 'xl' : 0} px={standingKey ? 'md' : 0}>
      <Title order={1}>{t('standing.title')}</Title>
      <SettingsCard title={t('standing.current')}>
        <Group gap="xs" wrap="wrap" data-testid="standing-now">
          <Badge size="lg" color={state === 'good' ? 'teal' : state === 'warned' ? 'yellow' : 'red'}>
            {t(`standing.states.${state}`)}
          </Badge>
          {until && <Text size="sm">{t('standing.until', { date: formatDate(until, { withTime: true }) })}</Text>}
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t(`standing.explain.${state}`)}
        </Text>
      </SettingsCard>
      <SettingsCard title={t('standing.history')}>
        {strikes.length === 0 ? (
          <Text c="dimmed">{t('standing.none')}</Text>
        ) : (
          <Stack gap="sm">
            {strikes.map((strike) => (
              <Paper key={strike.id} withBorder radius="md" p="sm" data-testid="strike">
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" color="red">
                      {t(`standing.actions.${strike.action}`)}
                    </Badge>
                    <Text fw={600}>{ruleTitle(strike.rule)}</Text>
                    <Text size="xs" c="dimmed" ml="auto">
                      {formatDate(strike.created_at)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`legal:rules.items.${strike.rule}.text`)}
                  </Text>
                  {strike.note && <Text size="sm">{strike.note}</Text>}
                  <Text size="xs" c="dimmed">
                    {strike.until
                      ? t('standing.ends', { date: formatDate(strike.until, { withTime: true }) })
                      : strike.action === 'ban'
                        ? t('standing.noEnd')
                        : ''}
                  </Text>
                  {strike.appeal ? (
                    <Alert
                      variant="light"
                      color={
                        strike.appeal.status === 'granted'
                          ? 'teal'
                          : strike.appeal.status === 'denied'
                            ? 'gray'
                            : 'blue'
                      }
                      title={t(`standing.appealStatus.${strike.appeal.status}`)}
                    >
                      <Text size="sm">{strike.appeal.text}</Text>
                      {strike.appeal.note && (
                        <Text size="sm" mt={4} c="dimmed">
                          {strike.appeal.note}
                        </Text>
                      )}
                    </Alert>
                  ) : strike.appealable ? (
                    <AppealForm strike={strike} standingKey={standingKey} />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('standing.appealOver')}
                    </Text>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </SettingsCard>
      <Anchor component={Link} to="/rules" size="sm">
        {t('legal:rules.allRules')}
      </Anchor>
    </Stack>
  );
}

/** The settings page's way to the standing page. */
export function StandingLink() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('standing.title')} text={t('standing.linkText')}>
      <Anchor component={Link} to="/settings/standing">
        {t('standing.open')}
      </Anchor>
    </SettingsCard>
  );
}
