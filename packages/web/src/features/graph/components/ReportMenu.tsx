import type { reportTypes } from '@gamefolk/contract';
import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportModal } from './ReportModal';

interface Props {
  reportType: (typeof reportTypes)[number];
  relatedId: number;
  /** The menu button's accessible name. */
  label: string;
  name?: string;
  /** A small subtle "⋯" beside a message, or a default button in a header. */
  compact?: boolean;
  /** Menu items shown above "Report" (a lobby owner's "Remove message"). */
  extraItems?: ReactNode;
}

/** A "⋯" menu whose item reports its target (below any `extraItems`); the dialog is mounted only while open. */
export function ReportMenu({ reportType, relatedId, label, name, compact = false, extraItems }: Props) {
  const { t } = useTranslation('social');
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu position={compact ? 'bottom-start' : 'bottom-end'} shadow="lg" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant={compact ? 'subtle' : 'default'}
            color={compact ? 'gray' : undefined}
            size={compact ? 22 : 36}
            radius={compact ? 'xl' : undefined}
            aria-label={label}
          >
            <IconDots size={compact ? 14 : 18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {extraItems}
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
            {t('actions.report')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {reporting && (
        <ReportModal
          opened
          onClose={() => setReporting(false)}
          reportType={reportType}
          relatedId={relatedId}
          name={name}
        />
      )}
    </>
  );
}
