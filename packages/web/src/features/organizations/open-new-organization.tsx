import i18n from 'i18next';
import { loadNamespaces } from '../../i18n';
import { closeDrawer, openDrawer } from '../../lib/drawer-store';

/**
 * Opens the new-organization form from anywhere (the profile menu) in the app's drawer: 720 px on the right, a
 * bottom sheet under 480 px (spec: "The organization drawer is 720 wide"); its code and texts load on first use.
 */
export async function openNewOrganizationDrawer(): Promise<void> {
  const [{ NewOrganizationForm }] = await Promise.all([
    import('./form/NewOrganizationForm'),
    loadNamespaces(['organizations', 'upload', 'errors']),
  ]);
  openDrawer({
    title: i18n.t('organizations:create.title'),
    size: 720,
    content: <NewOrganizationForm onClose={closeDrawer} />,
  });
}
