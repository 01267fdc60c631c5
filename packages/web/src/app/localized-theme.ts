import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { theme } from './theme';

/**
 * The theme with the words Mantine's own icon buttons need: a modal's, drawer's or toast's close button is an
 * icon, and without a label a screen reader announces it as "button".
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const close = { closeButtonProps: { 'aria-label': closeLabel } };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: close },
      Drawer: { defaultProps: close },
      Notification: { defaultProps: close },
    },
  });
}
