import { ActionIcon, Anchor, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconCompass,
  IconCrown,
  IconHash,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/Logo';
import { feedTypes, setFeedType, useFeedType, type FeedTypeId } from '../../../features/feed';
import { SidebarTrends } from './TrendList';
import classes from './Sidebar.module.css';

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const feedType = useFeedType();

  const feeds = [
    { typeId: feedTypes.discover, label: t('sidebar.discover'), icon: IconCompass },
    { typeId: feedTypes.mine, label: t('sidebar.myFeed'), icon: IconUsersGroup },
  ];

  // Switching the feed type always returns to /feed.
  const openFeed = (typeId: FeedTypeId) => {
    setFeedType(typeId);
    void navigate('/feed');
  };

  return (
    <aside className={classes.sidebar} data-collapsed={collapsed || undefined} aria-label={t('sidebar.label')}>
      <div className={classes.top}>
        <Anchor component={Link} to="/feed" underline="never" aria-label={t('common:appName')}>
          <Logo withWordmark={!collapsed} />
        </Anchor>
        <Tooltip label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} position="right">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
      </div>

      <nav aria-label={t('sidebar.feeds')} className={classes.section}>
        {!collapsed && <Text className={classes.heading}>{t('sidebar.feeds')}</Text>}
        {feeds.map(({ typeId, label, icon: Icon }) => {
          const active = pathname === '/feed' && feedType === typeId;
          return (
            <Tooltip key={typeId} label={label} position="right" disabled={!collapsed}>
              <UnstyledButton
                className={classes.feedButton}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? label : undefined}
                onClick={() => openFeed(typeId)}
              >
                <Icon size={20} stroke={1.7} />
                {!collapsed && <span>{label}</span>}
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </nav>

      {!collapsed && (
        <section className={classes.trends} aria-labelledby="sidebar-trends">
          <Text id="sidebar-trends" className={classes.heading}>
            <IconHash size={14} /> {t('sidebar.trends')}
          </Text>
          <SidebarTrends />
        </section>
      )}

      <Tooltip label={t('sidebar.premium')} position="right" disabled={!collapsed}>
        <UnstyledButton
          component={Link}
          to="/game-actor-plus"
          className={classes.premium}
          aria-label={collapsed ? t('sidebar.premium') : undefined}
        >
          <IconCrown size={22} stroke={1.7} className={classes.crown} />
          {!collapsed && (
            <span className={classes.premiumText}>
              <Text span fw={700} size="sm" lh={1.3}>
                {t('sidebar.premium')}
              </Text>
              <Text span size="xs" c="dimmed" lh={1.35}>
                {t('sidebar.premiumText')}
              </Text>
            </span>
          )}
        </UnstyledButton>
      </Tooltip>
    </aside>
  );
}
