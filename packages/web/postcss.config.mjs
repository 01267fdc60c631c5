import mantinePreset from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

// Keep in sync with the breakpoints of src/app/theme.ts (spec section 2: 480, 760, 770, 1000).
export default {
  plugins: [
    mantinePreset(),
    simpleVars({
      variables: {
        'bp-drawer': '30em',
        'bp-sidebar': '47.5em',
        'bp-chat': '48.125em',
        'bp-wide': '62.5em',
      },
    }),
  ],
};
