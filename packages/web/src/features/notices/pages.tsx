import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticePage } from './NoticePage';

/** Riot's verification file's address, shown as a page when a person opens it. */
export function RiotTxtPage() {
  const { t } = useTranslation('pages');
  return <NoticePage icon={<IconTrophy size={32} />} title={t('riotTxt.title')} text={t('riotTxt.text')} />;
}
