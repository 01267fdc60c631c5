import type { Organization } from '@gamefolk/contract';
import { Button } from '@mantine/core';
import { useHover } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useFollowOrganizationMutation } from '../mutations';

/** followOrganization toggles; "Following" turns into "Unfollow" under the pointer. */
export function FollowButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const follow = useFollowOrganizationMutation(organization.id);
  const { hovered, ref } = useHover<HTMLButtonElement>();
  const following = organization.isFollowing;
  return (
    <Button
      ref={ref}
      variant={following ? 'default' : 'filled'}
      color={following && hovered ? 'red' : undefined}
      leftSection={following ? <IconCheck size={16} /> : <IconPlus size={16} />}
      loading={follow.isPending}
      aria-pressed={following}
      onClick={() => follow.mutate(undefined, { onError: notifyError })}
    >
      {following ? (hovered ? t('page.unfollow') : t('page.following')) : t('page.follow')}
    </Button>
  );
}
