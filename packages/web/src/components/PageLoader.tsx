import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PageLoader.module.css';

function CardSkeleton() {
  return (
    <div className={classes.card}>
      <Skeleton circle height={40} />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={12} width="40%" radius="xl" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="70%" radius="xl" />
      </Stack>
    </div>
  );
}

/**
 * What shows while a page's code or data is on its way: the page's shape (cards in the content column), not a
 * spinner on an empty screen. Full screen, it is the shell index.html paints before any script, drawn again.
 */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={t('loading')}
      className={classes.loader}
      data-full-screen={fullScreen || undefined}
      data-testid="page-skeleton"
    >
      {fullScreen && (
        <div className={classes.header}>
          <span className={classes.logo} />
          <Skeleton height={14} width={110} radius="xl" />
        </div>
      )}
      <div className={classes.column}>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}
