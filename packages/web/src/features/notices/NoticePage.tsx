import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import { NoticeCard } from '../../components/NoticeCard';
import classes from './NoticePage.module.css';

/** A whole route that only shows a notice: titled and centred, with the way back. */
interface NoticePageProps {
  title: string;
  text: string;
  icon: ReactNode;
}

export function NoticePage({ title, text, icon }: NoticePageProps) {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  usePageTitle(title);
  return (
    <div className={classes.page} data-public={signedIn ? undefined : true}>
      <NoticeCard
        title={title}
        text={text}
        icon={icon}
        action={signedIn ? { label: t('actions.backToFeed'), to: '/feed' } : { label: t('actions.backHome'), to: '/' }}
      />
    </div>
  );
}
