import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { StoreLinks } from '../../../components/StoreLinks';
import { footerGroups, footerLinks } from './footer-links';
import classes from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <footer className={classes.footer} aria-label={t('footer.label')}>
      <div className={classes.inner}>
        <Stack gap="sm" className={classes.brand}>
          <Logo size={28} />
          <Text c="dimmed" size="sm" maw={300}>
            {t('footer.tagline')}
          </Text>
          <StoreLinks size="sm" />
        </Stack>
        {footerGroups.map((group) => (
          <nav key={group} aria-label={t(`footer.${group}`)} className={classes.group}>
            <Text component="h2" className={classes.groupTitle}>
              {t(`footer.${group}`)}
            </Text>
            <ul className={classes.list}>
              {footerLinks
                .filter((link) => link.group === group)
                .map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} c="dimmed" size="sm" className={classes.link}>
                      {t(`footer.${link.key}`)}
                    </Anchor>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={classes.bottom}>
        <Text size="xs" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </div>
    </footer>
  );
}
