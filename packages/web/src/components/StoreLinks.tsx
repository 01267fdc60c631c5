import { Group, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { config } from '../lib/config';
import classes from './StoreLinks.module.css';

/** App Store and Google Play badges drawn in our own style (the official artwork needs a license). */
export function StoreLinks({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const stores = [
    {
      key: 'ios',
      href: config.storeLinks.ios,
      icon: IconBrandApple,
      top: t('store.downloadOn'),
      name: t('store.appStore'),
    },
    {
      key: 'android',
      href: config.storeLinks.android,
      icon: IconBrandGooglePlay,
      top: t('store.getItOn'),
      name: t('store.googlePlay'),
    },
  ];
  const published = stores.filter((store): store is (typeof stores)[number] & { href: string } => !!store.href);
  if (published.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {published.map(({ key, href, icon: Icon, top, name }) => (
        <UnstyledButton
          key={key}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.badge}
          data-size={size}
          aria-label={`${top} ${name}`}
        >
          <Icon size={size === 'sm' ? 18 : 22} stroke={1.6} aria-hidden />
          <span className={classes.text}>
            <span className={classes.top}>{top}</span>
            <span className={classes.name}>{name}</span>
          </span>
        </UnstyledButton>
      ))}
    </Group>
  );
}
