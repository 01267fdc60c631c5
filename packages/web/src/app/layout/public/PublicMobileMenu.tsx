import {
  Button,
  Divider,
  NavLink as MantineNavLink,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  useMantineColorScheme,
} from '@mantine/core';
import { languages, type Language } from '@gamefolk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeDrawer } from '../../../lib/drawer-store';
import { config } from '../../../lib/config';
import { StoreLinks } from '../../../components/StoreLinks';
import { useLanguageSwitch } from '../../../entities/account';
import { footerLinks } from './footer-links';

/** The phone menu of the public pages, shown in the global drawer (a bottom sheet on phones). */
export function PublicMobileMenu() {
  const { t } = useTranslation(['layout', 'common']);
  const { language, switchTo } = useLanguageSwitch();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Button component={Link} to="/login" variant="default" onClick={closeDrawer}>
          {t('common:actions.signIn')}
        </Button>
        <Button component={Link} to="/register" onClick={closeDrawer}>
          {t('common:actions.signUp')}
        </Button>
      </SimpleGrid>
      <Stack gap={2}>
        {footerLinks.map((link) => (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(`footer.${link.key}`)}
            onClick={closeDrawer}
          />
        ))}
      </Stack>
      <Divider />
      <Text size="sm" fw={600}>
        {t('common:language.label')}
      </Text>
      <SegmentedControl
        fullWidth
        value={language}
        onChange={(value) => void switchTo(value as Language)}
        data={languages.map((lng) => ({ value: lng, label: t(`common:language.${lng}`) }))}
      />
      <Text size="sm" fw={600}>
        {t('common:theme.label')}
      </Text>
      <SegmentedControl
        fullWidth
        value={colorScheme === 'light' ? 'light' : 'dark'}
        onChange={(value) => setColorScheme(value === 'light' ? 'light' : 'dark')}
        data={[
          { value: 'dark', label: t('common:theme.dark') },
          { value: 'light', label: t('common:theme.light') },
        ]}
      />
      {(config.storeLinks.ios || config.storeLinks.android) && (
        <>
          <Divider />
          <Text size="sm" fw={600}>
            {t('common:store.getApp')}
          </Text>
          <StoreLinks size="sm" />
        </>
      )}
    </Stack>
  );
}
