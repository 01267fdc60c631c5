import type { Organization } from '@gamefolk/contract';
import i18n from 'i18next';
import { openDrawer } from '../../../lib/drawer-store';
import { loadNamespaces } from '../../../i18n';

/** The 720 px organization drawer: details, members and, for the founder, transfer and delete. */
export async function openOrganizationDrawer(organization: Organization): Promise<void> {
  const [{ OrganizationManager }] = await Promise.all([
    import('./OrganizationManager'),
    loadNamespaces(['organizations', 'upload', 'errors']),
  ]);
  openDrawer({
    size: 720,
    title: i18n.t('organizations:drawer.title', { name: organization.name }),
    content: <OrganizationManager code={organization.code} />,
  });
}
