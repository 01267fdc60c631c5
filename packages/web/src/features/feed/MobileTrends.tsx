import { limits } from '@gamefolk/contract';
import { Badge, ScrollArea } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hashtagPath, truncate } from '../../lib/hashtag';
import { useTrendsQuery } from './hooks';
import classes from './FeedPage.module.css';

/** The sidebar's trends, for phones (where there is no sidebar): a row of tags above the feed. */
export function MobileTrends() {
  const { t } = useTranslation('layout');
  const trends = useTrendsQuery();
  if (!trends.data?.length) return null;
  return (
    <nav className={classes.mobileTrends} aria-label={t('sidebar.trends')} data-testid="mobile-trends">
      <IconTrendingUp size={18} aria-hidden className={classes.mobileTrendsIcon} />
      <ScrollArea type="never" offsetScrollbars={false}>
        <div className={classes.mobileTrendsRow}>
          {trends.data.map((trend) => (
            <Badge
              key={trend.id}
              component={Link}
              to={hashtagPath(trend.label)}
              variant="light"
              size="lg"
              radius="xl"
              tt="none"
              title={trend.label}
              style={{ cursor: 'pointer', flexShrink: 0 }}
            >
              {truncate(trend.label, limits.trendLabel)}
            </Badge>
          ))}
        </div>
      </ScrollArea>
    </nav>
  );
}
