import { Anchor, Text } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { currentLanguage } from '../../../i18n/language';
import { formatDate, formatRelative } from '../../../lib/time';
import { useHydrated } from '../../../lib/use-hydrated';
import type { FeedEntry } from '../cache';
import { organizationPath, postPath, profilePath } from './paths';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

interface PostHeaderProps {
  item: FeedEntry;
  size?: 'md' | 'sm';
  /** The menu at the end of the row. */
  menu?: ReactNode;
}

/**
 * Avatar, name, handle and relative time; a frozen or deleted author shows as unknownUser. A post made in
 * an organization's name shows the organization's logo and name, with its writer as "by @username" (or
 * deletedOrganization once the organization is gone).
 */
export function PostHeader({ item, size = 'md', menu }: PostHeaderProps) {
  const { t } = useTranslation(['feed', 'errors']);
  const { signedIn } = useViewer();
  const hydrated = useHydrated();
  const user = item.user;
  const organization = item.organization;
  const asOrganization = organization !== null || item.organizationDeleted;
  const name = organization?.name ?? (item.organizationDeleted ? null : user?.fullname) ?? null;
  const label = name ?? (item.organizationDeleted ? t('errors:deletedOrganization') : t('unknownUser'));
  const to = organization
    ? organizationPath(organization.code)
    : user && !asOrganization
      ? profilePath(user.username)
      : null;
  const avatar = (
    <PersonAvatar
      src={asOrganization ? organization?.logoUrl : user?.photoUrl}
      name={name}
      radius={asOrganization ? 'md' : 'xl'}
      size={size === 'md' ? 42 : 32}
    >
      {item.organizationDeleted && <IconBuildingOff size={size === 'md' ? 20 : 16} aria-hidden />}
    </PersonAvatar>
  );

  return (
    <div className={classes.header} data-size={size}>
      {to ? (
        <Link to={to} aria-label={label} className={classes.avatarLink} data-organization={asOrganization || undefined}>
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className={classes.byline}>
        {to ? (
          <Anchor component={Link} to={to} className={classes.name} c="bright">
            {label}
          </Anchor>
        ) : (
          <Text
            span
            className={classes.name}
            c="dimmed"
            fs={item.organizationDeleted ? 'italic' : undefined}
            data-wrap={item.organizationDeleted || undefined}
          >
            {label}
          </Text>
        )}
        <Text span size="sm" c="dimmed" className={classes.meta}>
          {user &&
            (asOrganization ? (
              <Anchor component={Link} to={profilePath(user.username)} c="dimmed" size="xs" className={classes.handle}>
                {t('card.byUser', { username: user.username })}
              </Anchor>
            ) : (
              <span className={classes.handle}>@{user.username}</span>
            ))}
          {user && <span aria-hidden>·</span>}
          <Anchor
            component={Link}
            to={postPath(item, signedIn)}
            c="dimmed"
            size="sm"
            className={classes.timeLink}
            // In the browser's time zone, so not in the server's HTML (a shared post is rendered there).
            title={hydrated ? formatDate(item.created_at, { withTime: true }) : undefined}
          >
            {/* Rendered on the server a moment earlier, "1 minute ago" may read "2 minutes ago" here: both fine. */}
            <time dateTime={item.created_at} suppressHydrationWarning>
              {formatRelative(item.created_at, currentLanguage())}
            </time>
          </Anchor>
          {item.edited && !item.is_deleted && (
            <>
              <span aria-hidden>·</span>
              <span>{t('edited')}</span>
            </>
          )}
        </Text>
      </div>
      {menu && <div className={classes.menu}>{menu}</div>}
    </div>
  );
}
