import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../lib/use-hydrated';
import classes from './ThemeToggle.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  // A prerendered page is dark: it hydrates as such (the icon shown follows the page's scheme already), and the
  // label follows the saved scheme from the next render on. A tap always turns the scheme in use.
  const label = (useHydrated() ? computed : 'dark') === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <IconSun size={20} stroke={1.7} className={classes.sun} />
      <IconMoon size={20} stroke={1.7} className={classes.moon} />
    </ActionIcon>
  );
}
