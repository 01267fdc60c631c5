import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../components/errors';
import { usePageTitle } from '../../lib/title';
import { useUserQuery } from '../../entities/account';
import { InlineEmpty } from '../../components/InlineEmpty';
import { ChannelList } from './ChannelList';
import { ChatWindow } from './ChatWindow';
import { useChannelWithUser } from './use-open-with-user';
import classes from './MessagesPage.module.css';

function OpeningWithUser({ userKey, onOpened }: { userKey: string; onOpened: (channelId: number) => void }) {
  const { t } = useTranslation('chat');
  const opening = useChannelWithUser(userKey);
  const channelId = opening.data?.id;
  useEffect(() => {
    if (channelId !== undefined) onOpened(channelId);
  }, [channelId, onOpened]);
  if (opening.isError) {
    return (
      <Stack align="center" gap={4} p="xl">
        <Text fw={650}>{t('window.openError')}</Text>
        <Text size="sm" c="dimmed">
          {errorText(opening.error)}
        </Text>
      </Stack>
    );
  }
  return (
    <Center h="100%" aria-label={t('window.opening')}>
      <Loader size="sm" />
    </Center>
  );
}

/** `/messages`: on phones the list, then one conversation; wider, both side by side. */
export function MessagesPage() {
  const { t, ready } = useTranslation(['chat', 'feed', 'errors']);
  usePageTitle(t('chat:title'));
  const me = useUserQuery().data;
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 48.125em)');
  const channelId = Number(params.get('c')) || null;
  const userKey = params.get('user');
  const open = (id: number | null) => setParams(id === null ? {} : { c: String(id) }, { replace: userKey !== null });

  if (!ready || !me) return <Loader size="sm" m="xl" />;
  const showing = channelId !== null || userKey !== null;
  return (
    <div className={classes.page} data-showing={showing || undefined}>
      <aside className={classes.list}>
        <h1 className={classes.heading}>{t('chat:title')}</h1>
        <ChannelList activeId={channelId} meId={me.id} onOpen={open} />
      </aside>
      <div className={classes.conversation}>
        {userKey !== null && channelId === null ? (
          <OpeningWithUser userKey={userKey} onOpened={open} />
        ) : channelId !== null ? (
          <ChatWindow
            key={channelId}
            channelId={channelId}
            meId={me.id}
            onBack={wide ? undefined : () => open(null)}
            onLeave={() => open(null)}
          />
        ) : (
          <Center h="100%">
            <InlineEmpty
              icon={<IconMessageCircle size={22} />}
              title={t('chat:window.pick')}
              text={t('chat:window.pickText')}
            />
          </Center>
        )}
      </div>
    </div>
  );
}
