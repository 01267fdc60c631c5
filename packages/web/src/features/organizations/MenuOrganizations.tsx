import { Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { truncateName } from '../../entities/organization';
import { useMyOrganizationsQuery } from './hooks';
import { PersonAvatar } from '../../components/PersonAvatar';

/** The profile menu's organizations: logo and name (cut at 20 characters), each linking to its page. */
export function MenuOrganizations() {
  const { t } = useTranslation('layout');
  const organizations = useMyOrganizationsQuery();
  const rows = organizations.data ?? [];
  if (organizations.isPending) return null;
  if (rows.length === 0) {
    return (
      <Text size="xs" c="dimmed" px="sm" pb={6}>
        {t('profileMenu.noOrganizations')}
      </Text>
    );
  }
  return rows.map((organization) => (
    <Menu.Item
      key={organization.id}
      component={Link}
      to={`/organization/${organization.code}`}
      title={organization.name}
      leftSection={<PersonAvatar src={organization.logo_url} alt="" size={22} radius="sm" name={organization.name} />}
    >
      {truncateName(organization.name)}
    </Menu.Item>
  ));
}
