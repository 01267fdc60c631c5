import { Button, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import { PostCard } from './card/PostCard';
import { LoginPromptHost } from './card/login-prompt';
import { useOneFeedQuery } from './hooks';
import classes from './FeedPage.module.css';

function Gone({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('common');
  const signedIn = useIsSignedIn();
  return (
    <Paper className={classes.box} p="xl" radius="lg">
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" color="gray" radius="xl" size={56}>
          <IconMessageOff size={28} />
        </ThemeIcon>
        <Title order={2} ta="center" fz="h3">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          {text}
        </Text>
        <Button component={Link} to={signedIn ? '/feed' : '/'} variant="light" mt="xs">
          {signedIn ? t('actions.backToFeed') : t('actions.backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * One post or comment by its public handle, with its thread open for signed-in users. On the shared page a
 * deleted post is gone (the server answers that page with a 404); signed-in users still see its card and thread.
 */
function SinglePost({ share, deletedIsGone = false }: { share: string; deletedIsGone?: boolean }) {
  const { t } = useTranslation('feed');
  const deletedLink = share === 'undefined';
  const post = useOneFeedQuery(deletedLink ? undefined : share);
  usePageTitle(post.data?.user ? t('single.titleBy', { name: post.data.user.fullname }) : t('single.title'));

  if (deletedLink) return <Gone title={t('single.deleted')} text={t('single.deletedText')} />;
  if (post.isError) return <Gone title={t('single.missing')} text={t('single.missingText')} />;
  if (deletedIsGone && post.data?.is_deleted)
    return <Gone title={t('single.deleted')} text={t('single.deletedText')} />;
  if (!post.data) {
    return (
      <Paper className={classes.box} p="lg" radius="lg" aria-busy="true">
        <Skeleton height={42} circle mb="md" />
        <Skeleton height={12} radius="xl" mb={8} />
        <Skeleton height={12} width="70%" radius="xl" />
      </Paper>
    );
  }
  return <PostCard item={post.data} initiallyOpen />;
}

/** Spec section 2: /shared/{uid} is public; a visitor is asked to log in to hit or comment. */
export function SharedPostPage() {
  const { t } = useTranslation('feed');
  const signedIn = useIsSignedIn();
  const share = useParams().uid ?? '';
  return (
    <div className={classes.page} data-public={signedIn ? undefined : true}>
      {!signedIn && (
        <Paper className={classes.box} p="md" radius="lg">
          <Text fw={700}>{t('single.visitorTitle')}</Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t('single.visitorText')}
          </Text>
          <Button component={Link} to="/register" size="xs">
            {t('single.join')}
          </Button>
        </Paper>
      )}
      <SinglePost share={share} deletedIsGone />
      {!signedIn && <LoginPromptHost />}
    </div>
  );
}

/** The post page of signed-in users (/post/{share}). */
export function PostPage() {
  const { t } = useTranslation('common');
  const share = useParams().share ?? '';
  return (
    <div className={classes.page}>
      <Button
        component={Link}
        to="/feed"
        variant="subtle"
        color="gray"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
      >
        {t('actions.backToFeed')}
      </Button>
      <SinglePost share={share} />
    </div>
  );
}
