import type { Organization } from '@gamefolk/contract';
import { Badge, Button, Group, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountryLabel } from '../../profile';
import { useCategoryLabel } from '../category';
import { openOrganizationDrawer } from '../manage/open-organization-drawer';
import { FollowButton } from './FollowButton';
import { LeaveButton } from './LeaveButton';
import { OrganizationMenu } from './OrganizationMenu';
import { BannerImage } from '../../../components/BannerImage';
import classes from './OrganizationHeader.module.css';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Banner, logo, name, category, country and counts; managers get the drawer, others follow. */
export function OrganizationHeader({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const categoryLabel = useCategoryLabel();
  const logoSize = useMatches({ base: 84, sm: 112 });
  const { me, name, banner } = organization;
  const isMember = me?.status === 'member';

  return (
    <header className={classes.card}>
      <div className={classes.banner} data-empty={!banner || undefined}>
        {banner && <BannerImage src={banner} alt={t('page.bannerAlt', { name })} />}
      </div>
      <div className={classes.body}>
        <div className={classes.top}>
          <PersonAvatar
            src={organization.logo_url}
            alt={t('page.logoAlt', { name })}
            size={logoSize}
            radius="lg"
            name={name}
            className={classes.logo}
          />
          <Group gap="xs" className={classes.actions}>
            {me?.isManager && isMember && (
              <Button
                variant="default"
                leftSection={<IconSettings size={16} />}
                onClick={() => void openOrganizationDrawer(organization)}
              >
                {t('page.manage')}
              </Button>
            )}
            {isMember && !me.isFounder && <LeaveButton organization={organization} />}
            {/* The founder's own organization is theirs already: nothing to follow. */}
            {!me?.isFounder && <FollowButton organization={organization} />}
            <OrganizationMenu organization={organization} />
          </Group>
        </div>
        <Stack gap={6} mt="sm">
          <Title order={1} className={classes.name}>
            {name}
          </Title>
          <Group gap={8} wrap="wrap" className={classes.meta}>
            <Badge variant="light" radius="sm">
              {categoryLabel(organization.category_id)}
            </Badge>
            <Text c="dimmed" size="sm">
              @{organization.code}
            </Text>
            <CountryLabel code={organization.country} />
          </Group>
          <Group gap="md" mt={4} align="center">
            <Text size="sm">{t('page.memberCount', { count: organization.memberCount })}</Text>
            <Text size="sm">{t('page.followerCount', { count: organization.followerCount })}</Text>
            {/* The viewer's own place in it, as a label of its own (a "·" alone would start a wrapped line). */}
            {isMember && (me.isFounder || me.role) && (
              <Badge variant="outline" radius="sm" data-testid="my-organization-role">
                {t('page.yourRole', { role: me.isFounder ? t('page.founder') : me.role })}
              </Badge>
            )}
          </Group>
        </Stack>
      </div>
    </header>
  );
}
