import { useLocalStorage } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { useUserQuery } from '../../../entities/account';
import { usePushSync } from '../../../features/notifications';
import { useLiveNotifications } from '../../../features/notifications';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { MessagesDock } from './MessagesDock';
import { Sidebar } from './Sidebar';
import classes from './AppLayout.module.css';

/** The signed-in shell: sidebar, header, content, the phone bottom bar and the docked messages panel. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const { data: user } = useUserQuery();
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebar_collapsed', defaultValue: false });
  useLiveNotifications();
  usePushSync();
  return (
    <ModalsProvider>
      <div className={classes.shell} data-collapsed={collapsed || undefined}>
        <a href="#main" className="gf-skip-link">
          {t('skipToContent')}
        </a>
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        <div className={classes.column}>
          <Header user={user} />
          <main id="main" tabIndex={-1} className={classes.main}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        <BottomBar />
        <MessagesDock />
      </div>
    </ModalsProvider>
  );
}
