import { limits } from '@gamefolk/contract';
import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hashtagPath, truncate } from '../../../lib/hashtag';
import classes from './TrendList.module.css';

export interface TrendTag {
  id: number;
  label: string;
  count: number;
  promoted_label?: string | null;
}

/** Trending hashtags of the sidebar: label cut at 17 characters, post count and a promoted marker. */
export function TrendList({ trends }: { trends: TrendTag[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={classes.list}>
      {trends.map((trend) => (
        <li key={trend.id}>
          <UnstyledButton component={Link} to={hashtagPath(trend.label)} className={classes.item} title={trend.label}>
            <span className={classes.label}>{truncate(trend.label, limits.trendLabel)}</span>
            <Text span size="xs" c="dimmed">
              {t('sidebar.posts', { count: trend.count })}
            </Text>
            {trend.promoted_label && (
              <Badge size="xs" variant="light" color="teal" className={classes.promoted}>
                {t('sidebar.promoted')}
              </Badge>
            )}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
