import { Badge, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHash, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { EmptyFeed } from './EmptyFeed';
import { FeedList } from './FeedList';
import { useTrendsQuery } from './hooks';
import { LeaderboardBox } from './LeaderboardBox';
import classes from './FeedPage.module.css';

/** Spec section 2: a # in the tag travels as $ in the path; text without one is searched as it is. */
export function searchFromParam(param: string): string {
  return param.replace(/\$/g, '#').trim();
}

export function HashtagPage() {
  const { t } = useTranslation('feed');
  const search = searchFromParam(useParams().hashtag ?? '');
  const isTag = search.startsWith('#');
  const trend = useTrendsQuery().data?.find((row) => row.label.toLowerCase() === search.toLowerCase());
  usePageTitle(search);

  return (
    <div className={classes.layout}>
      <section className={classes.column} aria-labelledby="hashtag-title">
        <Group gap="sm" wrap="nowrap" className={classes.top}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" radius="md" size={40}>
              {isTag ? <IconHash size={22} /> : <IconSearch size={20} />}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={1} id="hashtag-title" className={classes.title} style={{ overflowWrap: 'anywhere' }}>
                {isTag ? search : t('hashtag.searchTitle', { text: search })}
              </Title>
              <Text size="sm" c="dimmed">
                {trend
                  ? t('hashtag.trending', { count: trend.count })
                  : isTag
                    ? t('hashtag.subtitle')
                    : t('hashtag.searchSubtitle')}
              </Text>
            </div>
          </Group>
          {trend?.promoted_label && (
            <Badge variant="light" color="teal">
              {trend.promoted_label}
            </Badge>
          )}
        </Group>
        <FeedList
          key={search}
          params={{ kind: 'search', search }}
          empty={<EmptyFeed icon={<IconHash size={26} />} title={t('hashtag.empty')} text={t('hashtag.emptyText')} />}
        />
      </section>
      <aside className={classes.aside}>
        <LeaderboardBox />
      </aside>
    </div>
  );
}
