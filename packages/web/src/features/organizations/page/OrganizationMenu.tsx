import type { Organization } from '@gamefolk/contract';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../../api/session';
import { ReportMenu } from '../../graph';

/** The organization's "more" menu: a signed-in user who does not run it can report it. */
export function OrganizationMenu({ organization }: { organization: Organization }) {
  const { t } = useTranslation('social');
  const signedIn = useIsSignedIn();
  if (!signedIn || organization.me?.isFounder || organization.me?.isManager) return null;
  return (
    <ReportMenu
      reportType="organization"
      relatedId={organization.id}
      name={organization.name}
      label={t('report.organizationMenu')}
    />
  );
}
