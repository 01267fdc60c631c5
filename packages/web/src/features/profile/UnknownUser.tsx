import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeCard } from '../../components/NoticeCard';

/** A missing, frozen or deleted account: spec section 8's unknownUser, with a way back. */
export function UnknownUser() {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  return (
    <NoticeCard
      icon={<IconUserQuestion size={32} />}
      title={t('errors:unknownUser')}
      text={t('profile:unknownText')}
      action={{ label: t('common:actions.backToFeed'), to: '/feed' }}
    />
  );
}
