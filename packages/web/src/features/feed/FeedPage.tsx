import { SegmentedControl, Title } from '@mantine/core';
import { IconCompass, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { EmptyFeed } from './EmptyFeed';
import { feedTypes, setFeedType, useFeedType } from './feed-type';
import { FeedList } from './FeedList';
import { LeaderboardBox } from './LeaderboardBox';
import { MobileTrends } from './MobileTrends';
import { PostComposer } from './PostComposer';
import classes from './FeedPage.module.css';

export function FeedPage() {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const typeId = useFeedType();
  const discover = typeId === feedTypes.discover;
  const title = discover ? t('types.discover') : t('types.mine');
  usePageTitle(title);

  return (
    <div className={classes.layout}>
      <section className={classes.column} aria-labelledby="feed-title">
        <div className={classes.top}>
          <Title order={1} id="feed-title" className={classes.title}>
            {title}
          </Title>
          <SegmentedControl
            value={String(typeId)}
            onChange={(value) => {
              // Spec section 2: switching the feed type returns to /feed.
              setFeedType(value === '1' ? feedTypes.mine : feedTypes.discover);
              void navigate('/feed');
            }}
            data={[
              { value: String(feedTypes.discover), label: t('types.discover') },
              { value: String(feedTypes.mine), label: t('types.mine') },
            ]}
            aria-label={t('types.label')}
            radius="xl"
          />
        </div>
        <MobileTrends />
        {/* No right column under 1000 px: the compact board takes its place above the posts. */}
        <div className={classes.compactBoard}>
          <LeaderboardBox compact />
        </div>
        <PostComposer />
        <FeedList
          key={typeId}
          params={{ kind: 'feed', typeId }}
          empty={
            discover ? (
              <EmptyFeed icon={<IconCompass size={26} />} title={t('empty.discover')} text={t('empty.discoverText')} />
            ) : (
              <EmptyFeed icon={<IconUsersGroup size={26} />} title={t('empty.mine')} text={t('empty.mineText')} />
            )
          }
        />
      </section>
      <aside className={classes.aside}>
        <LeaderboardBox />
      </aside>
    </div>
  );
}
