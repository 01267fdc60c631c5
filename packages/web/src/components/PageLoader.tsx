import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100dvh' : 320} role="status" aria-live="polite">
      <Loader type="dots" aria-label={t('loading')} />
    </Center>
  );
}
