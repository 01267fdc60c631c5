import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../../api/session';

interface CtaButtonsProps {
  size?: 'md' | 'lg';
  justify?: 'flex-start' | 'center';
}

/** Register and sign-in buttons for visitors; a way back to the feed for someone already signed in. */
export function CtaButtons({ size = 'lg', justify = 'flex-start' }: CtaButtonsProps) {
  const { t } = useTranslation('public');
  const signedIn = useIsSignedIn();

  if (signedIn) {
    return (
      <Group gap="sm" justify={justify}>
        <Button component={Link} to="/feed" size={size} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t('common.cta.feed')}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="sm" justify={justify}>
      <Button component={Link} to="/register" size={size} rightSection={<IconArrowRight size={18} aria-hidden />}>
        {t('common.cta.register')}
      </Button>
      <Button component={Link} to="/login" size={size} variant="default">
        {t('common.cta.login')}
      </Button>
    </Group>
  );
}
