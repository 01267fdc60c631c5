import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceGamepad2, IconGift, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/Logo';
import classes from './AuthLayout.module.css';
import { LazyModals } from './lazy-modals';

/**
 * Sign-in screens: a brand panel beside the form card (the panel hides on narrow screens). Hosts their modals, which
 * load with the first one (lazy-modals.tsx).
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const points = [
    { key: 'profiles', icon: IconDeviceGamepad2 },
    { key: 'squads', icon: IconUsersGroup },
    { key: 'free', icon: IconGift },
  ] as const;
  return (
    <>
      <LazyModals />
      <div className={classes.wrap}>
        <div className={classes.brand}>
          <LogoMark size={48} />
          <Text className={classes.headline}>{t('brand.headline')}</Text>
          <Text className={classes.brandText}>{t('brand.text')}</Text>
          <List spacing="md" mt="lg" center>
            {points.map(({ key, icon: Icon }) => (
              <List.Item
                key={key}
                icon={
                  <ThemeIcon variant="light" radius="md" size={34}>
                    <Icon size={18} />
                  </ThemeIcon>
                }
              >
                <Text fw={550}>{t(`brand.points.${key}`)}</Text>
              </List.Item>
            ))}
          </List>
        </div>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" mt={6} mb="lg">
              {subtitle}
            </Text>
          )}
          {children}
        </Paper>
      </div>
    </>
  );
}
