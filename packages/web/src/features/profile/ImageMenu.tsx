import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCamera, IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { openCropModal } from '../../components/upload/open-crop-modal';
import { bannerRecommendedSize } from '../../api/upload/image-presets';
import { useSaveProfileImageMutation, type PhotoSlot } from './hooks';
import classes from './ImageMenu.module.css';

/** The owner's camera button on the photo or the banner: change it (crop modal) or remove it. */
export function ImageMenu({ slot, userId, current }: { slot: PhotoSlot; userId: number; current: string | null }) {
  const { t } = useTranslation('profile');
  const save = useSaveProfileImageMutation(userId);
  const texts = slot === 'banner' ? 'banner' : 'photo';
  const { width, height } = bannerRecommendedSize;

  const change = () =>
    openCropModal({
      title: t(`${texts}.title`),
      shape: slot === 'banner' ? 'banner' : 'profile',
      hint: slot === 'banner' ? t('banner.recommended', { width, height }) : undefined,
      onSave: (file) => save.mutateAsync({ slot, file }),
    });
  const remove = () => save.mutate({ slot, file: null }, { onError: notifyError });

  const trigger = (
    <ActionIcon
      size={slot === 'banner' ? 'lg' : 'md'}
      radius="xl"
      variant="filled"
      className={classes.trigger}
      aria-label={t(`${texts}.change`)}
      loading={save.isPending}
      onClick={current ? undefined : change}
    >
      <IconCamera size={slot === 'banner' ? 18 : 16} />
    </ActionIcon>
  );

  if (!current) return <Tooltip label={t(`${texts}.change`)}>{trigger}</Tooltip>;
  return (
    <Menu position="bottom-end" shadow="xl" width={200}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPhotoEdit size={16} />} onClick={change}>
          {t(`${texts}.change`)}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
          {t(`${texts}.remove`)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
