import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

/** A missing, frozen or deleted account: spec section 8's unknownUser, with a way back. */
export function UnknownUser() {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  return (
    <ComingSoon
      soon={false}
      icon={<IconUserQuestion size={32} />}
      title={t('errors:unknownUser')}
      text={t('profile:unknownText')}
      action={{ label: t('common:actions.backToFeed'), to: '/feed' }}
    />
  );
}
