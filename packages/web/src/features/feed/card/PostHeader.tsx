import { Anchor, Avatar, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../i18n/language';
import { formatDate, formatRelative } from '../../../lib/time';
import type { FeedEntry } from '../cache';
import { postPath, profilePath } from './paths';
import { useViewer } from './use-viewer';
import classes from './PostCard.module.css';

interface PostHeaderProps {
  item: FeedEntry;
  size?: 'md' | 'sm';
  /** The menu at the end of the row. */
  menu?: ReactNode;
}

/** Avatar, name, handle and relative time; a frozen or deleted author shows as unknownUser. */
export function PostHeader({ item, size = 'md', menu }: PostHeaderProps) {
  const { t } = useTranslation('feed');
  const { signedIn } = useViewer();
  const user = item.user;
  const name = user?.fullname ?? t('unknownUser');
  const avatar = (
    <Avatar src={user?.photoUrl} name={name} color="initials" radius="xl" size={size === 'md' ? 42 : 32} />
  );

  return (
    <div className={classes.header} data-size={size}>
      {user ? (
        <Link to={profilePath(user.username)} aria-label={name} className={classes.avatarLink}>
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className={classes.byline}>
        {user ? (
          <Anchor component={Link} to={profilePath(user.username)} className={classes.name} c="bright">
            {name}
          </Anchor>
        ) : (
          <Text span className={classes.name} c="dimmed">
            {name}
          </Text>
        )}
        <Text span size="sm" c="dimmed" className={classes.meta}>
          {user && <span className={classes.handle}>@{user.username}</span>}
          {user && <span aria-hidden>·</span>}
          <Anchor
            component={Link}
            to={postPath(item, signedIn)}
            c="dimmed"
            size="sm"
            title={formatDate(item.created_at, { withTime: true })}
          >
            <time dateTime={item.created_at}>{formatRelative(item.created_at, currentLanguage())}</time>
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
