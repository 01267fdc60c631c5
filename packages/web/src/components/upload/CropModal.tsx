import { Alert, Button, Group, Image, Loader, Slider, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconZoomIn } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorText } from '../errors';
import { cropImage } from '../../api/upload/crop-image';
import { cropAspects, type CompressionPreset, type CropShape } from '../../api/upload/image-presets';
import { isGif, prepareImage } from '../../api/upload/prepare-image';
import { ImagePicker } from './ImagePicker';
import { emptySelection, type ImageSelection } from './image-selection';
import classes from './CropModal.module.css';

export interface CropModalProps {
  /** The crop frame; null uploads the image uncropped (gallery photos). */
  shape: CropShape | null;
  preset?: CompressionPreset;
  hint?: string;
  /** Receives the final file (cropped JPEG, or the GIF as picked); the modal closes when it resolves. */
  onSave: (file: File) => Promise<unknown>;
  onClose: () => void;
}

/** Pick, check, recompress, crop and save one image. Save stays disabled until an image is ready. */
export function CropModal({ shape, preset = 'image', hint, onSave, onClose }: CropModalProps) {
  const { t } = useTranslation('upload');
  const [selection, setSelection] = useState<ImageSelection>(emptySelection);
  const [error, setError] = useState<unknown>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  const src = selection.status === 'ready' || selection.status === 'saving' ? selection.src : null;

  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  const pick = async (picked: File) => {
    setError(null);
    setSelection({ status: 'preparing' });
    try {
      const file = await prepareImage(picked, preset);
      setCrop({ x: 0, y: 0 });
      setZoom(1);
      area.current = null;
      setSelection({ status: 'ready', file, src: URL.createObjectURL(file), crop: shape !== null && !isGif(file) });
    } catch (failure) {
      // Spec section 5: an oversized image is refused and the selection cleared.
      setError(failure);
      setSelection(emptySelection);
    }
  };

  const save = async () => {
    if (selection.status !== 'ready') return;
    setError(null);
    setSelection({ ...selection, status: 'saving' });
    try {
      const file =
        selection.crop && area.current
          ? await cropImage(selection.src, area.current, selection.file.name)
          : selection.file;
      await onSave(file);
      onClose();
    } catch (failure) {
      setError(failure);
      setSelection({ ...selection, status: 'ready' });
    }
  };

  return (
    <Stack gap="md">
      {error !== null && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorText(error)}
        </Alert>
      )}
      {selection.status === 'empty' && <ImagePicker onPick={(file) => void pick(file)} hint={hint} />}
      {selection.status === 'preparing' && (
        <Stack align="center" justify="center" className={classes.stage} role="status">
          <Loader type="dots" />
          <Text size="sm" c="dimmed">
            {t('preparing')}
          </Text>
        </Stack>
      )}
      {src && selection.status !== 'empty' && selection.status !== 'preparing' && (
        <>
          {selection.crop && shape ? (
            <>
              <div className={classes.stage} data-shape={shape} aria-label={t('cropArea')} role="group">
                <Cropper
                  image={src}
                  crop={crop}
                  zoom={zoom}
                  aspect={cropAspects[shape]}
                  cropShape={shape === 'profile' ? 'round' : 'rect'}
                  showGrid={false}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => (area.current = pixels)}
                />
              </div>
              <Group gap="sm" wrap="nowrap">
                <IconZoomIn size={18} aria-hidden />
                <Slider
                  className={classes.zoom}
                  value={zoom}
                  min={1}
                  max={3}
                  step={0.01}
                  onChange={setZoom}
                  label={null}
                  thumbLabel={t('zoom')}
                />
              </Group>
            </>
          ) : (
            <Stack gap="xs">
              <Image src={src} alt={t('preview')} radius="md" className={classes.preview} fit="contain" />
              {shape && (
                <Text size="sm" c="dimmed">
                  {t('gifNote')}
                </Text>
              )}
            </Stack>
          )}
        </>
      )}
      <Group justify="flex-end" gap="sm">
        {src && (
          <div className={classes.another}>
            <ImagePicker variant="button" onPick={(file) => void pick(file)} disabled={selection.status === 'saving'} />
          </div>
        )}
        <Button variant="default" onClick={onClose} disabled={selection.status === 'saving'}>
          {t('cancel')}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={selection.status !== 'ready' && selection.status !== 'saving'}
          loading={selection.status === 'saving'}
        >
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
