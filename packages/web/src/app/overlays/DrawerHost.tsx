import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { closeDrawer, useDrawerState } from '../../lib/drawer-store';

/** Under 480 px the drawer is a bottom sheet; otherwise it slides in from the right. */
export function DrawerHost() {
  const { t } = useTranslation('layout');
  const { opened, request } = useDrawerState();
  const isPhone = useMediaQuery('(max-width: 30em)');
  return (
    <Drawer
      opened={opened}
      onClose={closeDrawer}
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? 'auto' : (request?.size ?? 'md')}
      title={request?.title}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        // A bottom sheet is as tall as its content, never taller than most of the screen.
        content: isPhone
          ? {
              height: 'auto',
              maxHeight: '88dvh',
              borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
            }
          : undefined,
      }}
    >
      {request?.content}
    </Drawer>
  );
}
