import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './ProfileHeader.module.css';

/** The header's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="lg" maw={980} mx="auto" w="100%" role="status" aria-label={t('loading')}>
      <div className={classes.card}>
        <Skeleton className={classes.banner} radius={0} />
        <div className={classes.body}>
          <Skeleton circle className={classes.avatarSkeleton} />
          <Stack gap="xs" mt="md">
            <Skeleton height={26} width="40%" />
            <Skeleton height={14} width="25%" />
            <Skeleton height={14} width="70%" mt="sm" />
          </Stack>
        </div>
      </div>
      <Group gap="lg">
        <Skeleton height={20} width={80} />
        <Skeleton height={20} width={80} />
        <Skeleton height={20} width={80} />
      </Group>
    </Stack>
  );
}
