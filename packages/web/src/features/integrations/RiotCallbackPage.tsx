import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { errorText, notifyError } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { RiotPlatformSelect } from './RiotPlatformSelect';
import { useRiotAccountQuery, useRiotAuthMutation, useRiotSignOnMutation } from './riot-hooks';
import { riotPlatformChoice } from './riot-platform';

/** `/riot/callback?code&state`: Riot's authorize page sends the player back here; we finish the sign-on once. */
export function RiotCallbackPage() {
  const { t } = useTranslation('riot');
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  const me = useUserQuery().data;
  const signOn = useRiotSignOnMutation();
  const account = useRiotAccountQuery(signOn.isSuccess ? me?.id : undefined);
  const read = useRiotAuthMutation(me?.id);
  const sent = useRef(false);
  const readSent = useRef(false);
  usePageTitle(signOn.isSuccess ? t('callback.titleDone') : t('callback.title'));

  // The server picked before going to Riot: the ranks are read now, not after another step.
  useEffect(() => {
    const platform = riotPlatformChoice.read();
    if (readSent.current || !signOn.isSuccess || !me || !platform) return;
    readSent.current = true;
    riotPlatformChoice.clear();
    read.mutate({ puuid: signOn.data.puuid, server: platform, userId: me.id }, { onError: notifyError });
  }, [signOn.isSuccess, signOn.data, me, read]);

  useEffect(() => {
    // A code works once: never send it twice (React's development double effects, a re-render).
    if (sent.current || !code || !state || denied) return;
    sent.current = true;
    signOn.mutate({ code, state });
  }, [code, state, denied, signOn]);

  const back = (
    <Anchor component={Link} to="/settings" size="sm">
      {t('callback.back')}
    </Anchor>
  );

  let body;
  if (denied || !code || !state) {
    body = (
      <Alert color="orange" title={t('callback.failed')}>
        <Stack gap="xs">
          {denied && <Text size="sm">{t('callback.denied')}</Text>}
          {back}
        </Stack>
      </Alert>
    );
  } else if (signOn.isError) {
    body = (
      <Alert color="red" title={t('callback.failed')}>
        <Stack gap="xs">
          <Text size="sm">{errorText(signOn.error)}</Text>
          {back}
        </Stack>
      </Alert>
    );
  } else if (signOn.isSuccess && me) {
    const linked = account.data;
    body = (
      <Stack gap="md">
        <Text fw={600} data-testid="riot-linked">
          {t('callback.linked', { name: `${signOn.data.gameName}#${signOn.data.tagLine}` })}
        </Text>
        {read.isPending ? (
          <Group gap="sm">
            <Loader size="sm" />
            <Text c="dimmed" size="sm">
              {t('callback.reading', { server: t(`platforms.${read.variables?.server ?? 'euw1'}`) })}
            </Text>
          </Group>
        ) : (
          <RiotPlatformSelect
            key={linked?.server ?? 'none'}
            userId={me.id}
            puuid={signOn.data.puuid}
            current={linked?.server ?? null}
          />
        )}
        {linked?.server && !read.isPending && (
          <Anchor component={Link} to={`/profile/${me.username}?tab=about`} fw={600}>
            {t('callback.toProfile')}
          </Anchor>
        )}
        {back}
      </Stack>
    );
  } else {
    body = (
      <Stack align="center" gap="sm" py="lg">
        <Loader />
        <Text c="dimmed">{t('callback.working')}</Text>
      </Stack>
    );
  }

  return (
    <Paper maw={560} mx="auto" p="lg" radius="lg" withBorder>
      <Title order={1} size="h3" mb="md">
        {signOn.isSuccess ? t('callback.titleDone') : t('callback.title')}
      </Title>
      {body}
    </Paper>
  );
}
