import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { DetailList } from './DetailList';
import { openHardwareEditor } from './editors';
import { useHardwareQuery, type HardwareKind } from './hooks';
import { hardwareIcons, partsOf } from './profile-fields';
import { ProfileSection } from '../../components/ProfileSection';

interface Props {
  userId: number;
  kind: HardwareKind;
  owner: boolean;
  icon: ReactNode;
}

/** The system (processor, GPU, …) or the accessories (mouse, keyboard, …), part by part. */
export function HardwareSection({ userId, kind, owner, icon }: Props) {
  const { t } = useTranslation('profile');
  const hardware = useHardwareQuery(userId, kind);
  const saved = hardware.data ?? {};
  const items = partsOf(kind, saved)
    .filter((part) => saved[part])
    .map((part) => ({ key: part, icon: hardwareIcons[part], label: t(`hardware.${part}`), value: saved[part] }));
  const empty = hardware.isError
    ? errorText(hardware.error)
    : hardware.isSuccess && items.length === 0
      ? owner
        ? t(`empty.${kind}Owner`)
        : t(`empty.${kind}`)
      : null;
  return (
    <ProfileSection
      title={t(`sections.${kind}`)}
      icon={icon}
      onEdit={owner && hardware.isSuccess ? () => openHardwareEditor(userId, kind, saved) : undefined}
      editLabel={t(`edit.titles.${kind}`)}
      empty={empty}
    >
      {hardware.isPending ? <Skeleton height={120} /> : <DetailList items={items} />}
    </ProfileSection>
  );
}
