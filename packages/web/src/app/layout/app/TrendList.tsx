import { limits } from '@gamefolk/contract';
import { Badge, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hashtagPath, truncate } from '../../../lib/hashtag';
import { useTrendsQuery } from '../../../features/feed';
import classes from './TrendList.module.css';

export interface TrendTag {
  id: number;
  label: string;
  count: number;
  promoted_label?: string | null;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

const samePath = (a: string, b: string) => decoded(a) === decoded(b);

/** Trending hashtags of the sidebar: label cut at 17 characters, post count and a promoted marker. */
export function TrendList({ trends }: { trends: TrendTag[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <ul className={classes.list}>
      {trends.map((trend) => {
        const path = hashtagPath(trend.label);
        const active = samePath(pathname, path);
        return (
          <li key={trend.id}>
            <UnstyledButton
              component={Link}
              to={path}
              className={classes.item}
              title={trend.label}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
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
        );
      })}
    </ul>
  );
}

/** The sidebar's trends box: this week's most used tags from the server, promoted ones first. */
export function SidebarTrends() {
  const { t } = useTranslation('layout');
  const trends = useTrendsQuery();
  if (trends.isPending) {
    return (
      <Stack gap={10} px={10} py={6} aria-hidden>
        {[70, 55, 80].map((width) => (
          <Skeleton key={width} height={10} width={`${width}%`} radius="xl" />
        ))}
      </Stack>
    );
  }
  if (!trends.data?.length) {
    return (
      <Text size="sm" c="dimmed" px={10}>
        {t('sidebar.trendsEmpty')}
      </Text>
    );
  }
  return <TrendList trends={trends.data} />;
}
