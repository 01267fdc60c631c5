import { ActionIcon, Button, Center, Image, Skeleton, Tooltip, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhoto, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText, notifyError } from '../../components/errors';
import { openCropModal } from '../../components/upload/open-crop-modal';
import { useAddPhotoMutation, usePhotosQuery, useRemovePhotoMutation } from './hooks';
import { ProfileSection } from '../../components/ProfileSection';
import classes from './PhotosSection.module.css';

function openPhoto(url: string, alt: string) {
  modals.open({
    size: 'xl',
    centered: true,
    radius: 'lg',
    withCloseButton: true,
    title: alt,
    children: <Image src={url} alt={alt} radius="md" fit="contain" mah="75dvh" />,
  });
}

/** The profile's own photos, six at a time; the owner adds (uncropped) and removes them. */
export function PhotosSection({ userId, owner }: { userId: number; owner: boolean }) {
  const { t } = useTranslation('profile');
  const photos = usePhotosQuery(userId);
  const add = useAddPhotoMutation(userId);
  const remove = useRemovePhotoMutation(userId);
  const list = photos.data?.pages.flat() ?? [];

  const confirmRemove = (photoId: number) =>
    modals.openConfirmModal({
      title: t('photos.removeTitle'),
      children: t('photos.removeText'),
      labels: { confirm: t('photos.remove'), cancel: t('edit.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => remove.mutate(photoId, { onError: notifyError }),
    });

  const addButton = owner && (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPhotoPlus size={16} />}
      onClick={() => openCropModal({ title: t('photos.add'), shape: null, onSave: (file) => add.mutateAsync(file) })}
    >
      {t('photos.add')}
    </Button>
  );

  const empty = photos.isError
    ? errorText(photos.error)
    : photos.isSuccess && list.length === 0
      ? owner
        ? t('empty.photosOwner')
        : t('empty.photos')
      : null;

  return (
    <ProfileSection title={t('sections.photos')} icon={<IconPhoto size={18} />} actions={addButton} empty={empty}>
      {photos.isPending ? (
        <Skeleton height={160} />
      ) : (
        <>
          <ul className={classes.grid}>
            {list.map((photo, index) => (
              <li key={photo.id} className={classes.cell}>
                <UnstyledButton
                  className={classes.open}
                  onClick={() => openPhoto(photo.url, t('photos.alt', { number: index + 1 }))}
                  aria-label={t('photos.open', { number: index + 1 })}
                >
                  <img src={photo.url} alt="" loading="lazy" className={classes.image} />
                </UnstyledButton>
                {owner && (
                  <Tooltip label={t('photos.remove')}>
                    <ActionIcon
                      className={classes.remove}
                      color="dark"
                      variant="filled"
                      radius="xl"
                      onClick={() => confirmRemove(photo.id)}
                      aria-label={t('photos.removeNumber', { number: index + 1 })}
                    >
                      <IconTrash size={15} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </li>
            ))}
          </ul>
          {photos.hasNextPage && (
            <Center mt="md">
              <Button variant="subtle" onClick={() => void photos.fetchNextPage()} loading={photos.isFetchingNextPage}>
                {t('photos.more')}
              </Button>
            </Center>
          )}
        </>
      )}
    </ProfileSection>
  );
}
