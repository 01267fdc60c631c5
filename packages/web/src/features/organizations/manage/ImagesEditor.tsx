import type { Organization } from '@gamefolk/contract';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { LazyCropModal } from '../../../components/upload/LazyCropModal';
import { bannerRecommendedSize } from '../../../api/upload/image-presets';
import { useOrganizationImageMutation, useUpdateOrganizationMutation } from '../mutations';
import { PersonAvatar } from '../../../components/PersonAvatar';

type Slot = 'logo_url' | 'banner';

/** Logo (square, recompressed at 0.6) and banner (4.6 to 1); the crop step opens in place, inside the drawer. */
export function ImagesEditor({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const [editing, setEditing] = useState<Slot | null>(null);
  const logo = useOrganizationImageMutation(organization.id, 'logo_url');
  const banner = useOrganizationImageMutation(organization.id, 'banner');
  const update = useUpdateOrganizationMutation();
  const saved = () => notifications.show({ color: 'green', message: t('drawer.saved') });

  if (editing) {
    const mutation = editing === 'logo_url' ? logo : banner;
    return (
      <Stack gap="sm">
        <Text fw={600}>{editing === 'logo_url' ? t('drawer.logoTitle') : t('drawer.bannerTitle')}</Text>
        <LazyCropModal
          shape={editing === 'logo_url' ? 'logo' : 'banner'}
          preset={editing === 'logo_url' ? 'logo' : 'image'}
          hint={
            editing === 'logo_url'
              ? t('create.logoHint')
              : `${bannerRecommendedSize.width} × ${bannerRecommendedSize.height}`
          }
          onSave={(file) => mutation.mutateAsync(file).then(saved)}
          onClose={() => setEditing(null)}
        />
      </Stack>
    );
  }

  const removeBanner = () =>
    update.mutate({ organizationId: organization.id, banner: null }, { onSuccess: saved, onError: notifyError });

  return (
    <Stack gap="md">
      <Input.Wrapper label={t('drawer.logo')}>
        <Group gap="md" mt={4}>
          <PersonAvatar src={organization.logo_url} size={64} radius="md" alt="" name={organization.name} />
          <Button variant="light" size="xs" onClick={() => setEditing('logo_url')}>
            {t('create.changeLogo')}
          </Button>
        </Group>
      </Input.Wrapper>
      <Input.Wrapper label={t('drawer.banner')} description={t('drawer.bannerHint')}>
        <Stack gap="xs" mt={6}>
          {organization.banner ? (
            <img
              src={organization.banner}
              alt=""
              style={{ width: '100%', aspectRatio: 4.6, objectFit: 'cover', borderRadius: 8, display: 'block' }}
            />
          ) : (
            <Group
              justify="center"
              style={{ aspectRatio: 4.6, borderRadius: 8, border: '1px dashed var(--gf-border)' }}
              c="dimmed"
            >
              <IconPhoto size={28} stroke={1.4} />
            </Group>
          )}
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setEditing('banner')}>
              {t('drawer.changeBanner')}
            </Button>
            {organization.banner && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                loading={update.isPending}
                onClick={removeBanner}
              >
                {t('drawer.removeBanner')}
              </Button>
            )}
          </Group>
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
