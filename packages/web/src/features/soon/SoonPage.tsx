import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../app/title';
import { ComingSoon } from '../../components/ComingSoon';
import classes from './SoonPage.module.css';

/** A whole route whose feature ships later: titled, centred and honest about it. */
interface SoonPageProps {
  title: string;
  text: string;
  icon: ReactNode;
  soon?: boolean;
}

export function SoonPage({ title, text, icon, soon = true }: SoonPageProps) {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  usePageTitle(title);
  return (
    <div className={classes.page} data-public={signedIn ? undefined : true}>
      <ComingSoon
        title={title}
        text={text}
        icon={icon}
        soon={soon}
        action={signedIn ? { label: t('actions.backToFeed'), to: '/feed' } : { label: t('actions.backHome'), to: '/' }}
      />
    </div>
  );
}
