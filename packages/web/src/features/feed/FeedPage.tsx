import { Anchor, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { IconCompass, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/title';
import { ComingSoon } from '../../components/ComingSoon';
import { feedTypes, setFeedType, useFeedType } from './feed-type';
import classes from './FeedPage.module.css';

export function FeedPage() {
  const { t } = useTranslation('pages');
  const typeId = useFeedType();
  const discover = typeId === feedTypes.discover;
  const title = discover ? t('feed.discover') : t('feed.mine');
  usePageTitle(title);

  return (
    <div className={classes.layout}>
      <section className={classes.main} aria-labelledby="feed-title">
        <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
          <Title order={1} id="feed-title" className={classes.title}>
            {title}
          </Title>
          <SegmentedControl
            value={String(typeId)}
            onChange={(value) => setFeedType(value === '1' ? feedTypes.mine : feedTypes.discover)}
            data={[
              { value: String(feedTypes.discover), label: t('feed.discover') },
              { value: String(feedTypes.mine), label: t('feed.mine') },
            ]}
            aria-label={title}
          />
        </Group>
        <ComingSoon
          icon={discover ? <IconCompass size={32} /> : <IconUsersGroup size={32} />}
          title={discover ? t('features.discover.title') : t('features.feed.title')}
          text={discover ? t('features.discover.text') : t('features.feed.text')}
        />
      </section>
      <aside className={classes.aside} aria-labelledby="leaderboard-title">
        <Paper className={classes.card} p="md" radius="lg">
          <Group gap="xs" mb="xs">
            <IconTrophy size={18} aria-hidden />
            <Text id="leaderboard-title" fw={700}>
              {t('feed.leaderboard')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {t('feed.leaderboardText')}
          </Text>
          <Anchor component={Link} to="/games" size="sm" fw={600}>
            {t('feed.playGames')}
          </Anchor>
        </Paper>
      </aside>
    </div>
  );
}
