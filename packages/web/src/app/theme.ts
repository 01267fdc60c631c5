import { createTheme, defaultCssVariablesResolver, type ComboboxProps, type CSSVariablesResolver } from '@mantine/core';
import { accents, brand, dark, gray, surfaces } from './palette';

/**
 * Option lists open under their field and stay on screen: fixed to the viewport (fields live in fixed drawers and
 * modals), never flipped above the field, shifted back inside the screen's edges, above every overlay. Plain
 * objects, not Select.extend: the theme is in the first screen's bundle, the combobox code is not.
 */
export const comboboxDefaults: ComboboxProps = {
  position: 'bottom',
  floatingStrategy: 'fixed',
  middlewares: { flip: false, shift: { padding: 8 }, inline: false },
  zIndex: 1000,
};

export const theme = createTheme({
  // A player who asked their system for less motion gets Mantine's transitions without it (global.css does the rest).
  respectReducedMotion: true,
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  colors: { brand, dark, gray, ...accents },
  black: surfaces.light.text,
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontFamily: "'Inter Variable', Inter, system-ui, sans-serif", fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // The spec's breakpoints: 480 (bottom drawers), 760 (sidebar), 770 (chat dock), 1000 (wide header).
  breakpoints: { xs: '30em', sm: '47.5em', md: '48.125em', lg: '62.5em', xl: '80em' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
    Select: { defaultProps: { comboboxProps: comboboxDefaults } },
    Autocomplete: { defaultProps: { comboboxProps: comboboxDefaults } },
    MultiSelect: { defaultProps: { comboboxProps: comboboxDefaults } },
    TagsInput: { defaultProps: { comboboxProps: comboboxDefaults } },
  },
});

/** Mantine's defaults, with our page bodies and error colours that keep AA contrast in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const base = defaultCssVariablesResolver(resolvedTheme);
  return {
    variables: base.variables,
    light: {
      ...base.light,
      '--mantine-color-body': surfaces.light.body,
      '--mantine-color-error': surfaces.light.error,
      '--gf-surface': surfaces.light.surface,
    },
    dark: {
      ...base.dark,
      '--mantine-color-body': surfaces.dark.body,
      '--mantine-color-error': surfaces.dark.error,
      '--gf-surface': surfaces.dark.surface,
    },
  };
};
