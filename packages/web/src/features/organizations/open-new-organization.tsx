import { modals } from '@mantine/modals';
import i18n from 'i18next';
import { loadNamespaces } from '../../i18n';

let counter = 0;

/** Opens the new-organization modal from anywhere (the profile menu); its code and texts load on first use. */
export async function openNewOrganizationModal(): Promise<void> {
  const [{ NewOrganizationForm }] = await Promise.all([
    import('./form/NewOrganizationForm'),
    loadNamespaces(['organizations', 'upload', 'errors']),
  ]);
  counter += 1;
  const modalId = `new-organization-${counter}`;
  const phone = window.matchMedia('(max-width: 30em)').matches;
  modals.open({
    modalId,
    title: i18n.t('organizations:create.title'),
    size: 'lg',
    radius: phone ? 0 : 'lg',
    fullScreen: phone,
    centered: true,
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    children: <NewOrganizationForm onClose={() => modals.close(modalId)} />,
  });
}
