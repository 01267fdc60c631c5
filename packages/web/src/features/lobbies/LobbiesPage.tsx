import { Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { useMyApplicationsQuery, useMyLobbiesQuery } from './hooks';
import { LobbyCard } from './LobbyCard';
import { LobbySearch } from './LobbySearch';
import classes from '../../components/cards.module.css';
import { openLobbyForm } from './open-lobby-form';
import { gameTerm } from '../../entities/lobby';

const tabs = ['find', 'mine', 'applications'] as const;
type Tab = (typeof tabs)[number];

export function LobbiesPage() {
  const { t } = useTranslation('lobbies');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === params.get('tab')) ?? 'find';
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => openLobbyForm()}>
          {t('create')}
        </Button>
      </Group>
      <SegmentedControl
        value={tab}
        onChange={(value) => setParams(value === 'find' ? {} : { tab: value }, { replace: true })}
        data={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        fullWidth
        maw={520}
      />
      {tab === 'find' && <LobbySearch />}
      {tab === 'mine' && <MyLobbies />}
      {tab === 'applications' && <MyApplications />}
    </Stack>
  );
}

function MyLobbies() {
  const { t } = useTranslation('lobbies');
  const query = useMyLobbiesQuery();
  if (query.isPending) return <Loader mx="auto" />;
  if (!query.data?.length) return <Text c="dimmed">{t('emptyMine')}</Text>;
  return (
    <div className={classes.grid}>
      {query.data.map((lobby) => (
        <LobbyCard key={lobby.id} lobby={lobby} />
      ))}
    </div>
  );
}

const applicationColor = { pending: 'yellow', approved: 'teal', rejected: 'red', removed: 'gray' } as const;

function MyApplications() {
  const { t } = useTranslation('lobbies');
  const query = useMyApplicationsQuery();
  if (query.isPending) return <Loader mx="auto" />;
  if (!query.data?.length) return <Text c="dimmed">{t('emptyApplications')}</Text>;
  return (
    <Stack gap="sm">
      {query.data.map((application) => (
        <Paper key={application.id} className={classes.panel} radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} className={classes.grow}>
              <Text
                fw={600}
                component={Link}
                to={`/lobby/${application.lobbyId}`}
                truncate
                style={{ color: 'inherit' }}
              >
                {application.lobby
                  ? `${application.lobby.game.name} · ${gameTerm(t, application.lobby.server)}`
                  : `#${application.lobbyId}`}
              </Text>
              {application.description && (
                <Text size="sm" c="dimmed" lineClamp={2} className={classes.description}>
                  {application.description}
                </Text>
              )}
            </Stack>
            <Badge color={applicationColor[application.status]} variant="light">
              {t(`application.${application.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
