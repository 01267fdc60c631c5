import type { VideoVariant } from '@gamefolk/contract';
import { Button, Center, Loader, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { EmptyFeed } from '../feed';
import { useGalleryQuery } from '../feed';
import classes from './ProfileGalleryTab.module.css';

type GalleryItem = { id: number; type: 'image' | 'video'; attachmentUrl: string; variant?: VideoVariant };

/** The images and videos a user attached to posts, six a page, opened large on click. */
export function ProfileGalleryTab({ userId }: { userId: number }) {
  const { t, ready } = useTranslation('feed');
  const gallery = useGalleryQuery(userId);
  const [opened, setOpened] = useState<GalleryItem | null>(null);
  const items = gallery.data?.pages.flat() ?? [];

  if (!ready || gallery.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  if (gallery.isError) return <Text c="dimmed">{errorText(gallery.error)}</Text>;
  if (items.length === 0) {
    return <EmptyFeed icon={<IconPhoto size={26} />} title={t('gallery.empty')} text={t('gallery.emptyText')} />;
  }

  return (
    <>
      <div className={classes.grid}>
        {items.map((item) => (
          <UnstyledButton
            key={item.id}
            className={classes.tile}
            onClick={() => setOpened(item)}
            aria-label={item.type === 'video' ? t('gallery.openVideo') : t('gallery.openImage')}
          >
            {item.type === 'image' ? (
              <img src={item.attachmentUrl} alt="" loading="lazy" className={classes.media} />
            ) : (
              <>
                {item.variant?.status === 'ready' ? (
                  <img src={item.variant.posterUrl} alt="" loading="lazy" className={classes.media} />
                ) : (
                  <video src={item.attachmentUrl} preload="metadata" muted playsInline className={classes.media} />
                )}
                <span className={classes.play} aria-hidden>
                  <IconPlayerPlayFilled size={22} />
                </span>
              </>
            )}
          </UnstyledButton>
        ))}
      </div>
      {gallery.hasNextPage && (
        <Center mt="md">
          <Button variant="light" loading={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
            {t('showMore')}
          </Button>
        </Center>
      )}
      <Modal opened={opened !== null} onClose={() => setOpened(null)} size="auto" centered title={t('gallery.title')}>
        {opened?.type === 'image' && <img src={opened.attachmentUrl} alt="" className={classes.large} />}
        {opened?.type === 'video' &&
          (opened.variant?.status === 'ready' ? (
            <video
              src={opened.variant.url}
              poster={opened.variant.posterUrl}
              controls
              autoPlay
              playsInline
              className={classes.large}
            />
          ) : (
            <video src={opened.attachmentUrl} controls autoPlay playsInline className={classes.large} />
          ))}
      </Modal>
    </>
  );
}
