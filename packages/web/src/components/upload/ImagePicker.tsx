import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhotoUp, IconReplace } from '@tabler/icons-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes } from '../../api/upload/image-presets';
import classes from './ImagePicker.module.css';

interface ImagePickerProps {
  onPick: (file: File) => void;
  disabled?: boolean;
  /** Shown after the formats line, e.g. the banner's recommended size. */
  hint?: string;
  /** `zone` is the large drop target; `button` a small "choose another" once an image is picked. */
  variant?: 'zone' | 'button';
}

/** A drop zone that is also a file button; the input is cleared after every pick, so a refused file can be re-picked. */
export function ImagePicker({ onPick, disabled = false, hint, variant = 'zone' }: ImagePickerProps) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const formatsId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file && !disabled) onPick(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => take(event.currentTarget.files?.[0]);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={acceptedImageTypes}
      className={classes.input}
      disabled={disabled}
      onChange={onChange}
      aria-describedby={variant === 'zone' ? formatsId : undefined}
      data-testid="image-input"
    />
  );

  if (variant === 'button') {
    return (
      <Button
        component="label"
        variant="subtle"
        leftSection={<IconReplace size={16} />}
        disabled={disabled}
        className={classes.button}
      >
        {fileInput}
        {t('chooseAnother')}
      </Button>
    );
  }

  return (
    <label
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {fileInput}
      <Stack align="center" gap={6}>
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconPhotoUp size={26} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700}>{t('choose')}</Text>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('drop')}
        </Text>
        <Text size="xs" c="dimmed" id={formatsId} ta="center">
          {hint ? `${t('formats')} · ${hint}` : t('formats')}
        </Text>
      </Stack>
    </label>
  );
}
