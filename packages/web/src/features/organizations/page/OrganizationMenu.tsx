import type { Organization } from '@gamefolk/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../../api/session';
import { ReportModal } from '../../graph/components/ReportModal';

/** The organization's "more" menu: a signed-in user who does not run it can report it. */
export function OrganizationMenu({ organization }: { organization: Organization }) {
  const { t } = useTranslation('social');
  const signedIn = useIsSignedIn();
  const [reporting, setReporting] = useState(false);
  if (!signedIn || organization.me?.isFounder || organization.me?.isManager) return null;
  return (
    <>
      <Menu position="bottom-end" shadow="lg">
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t('report.organizationMenu')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
            {t('actions.report')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportModal
        opened={reporting}
        onClose={() => setReporting(false)}
        reportType="organization"
        relatedId={organization.id}
        name={organization.name}
      />
    </>
  );
}
