import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

export function PublicLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className={classes.shell}>
      <a href="#main" className="gf-skip-link">
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
