import { limits, type reportCategories, type reportTypes } from '@gamefolk/contract';
import { Button, Center, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useCreateReportMutation, useReportOptionsQuery } from '../hooks';

type Category = (typeof reportCategories)[number];
type ReportType = (typeof reportTypes)[number];

interface Props {
  opened: boolean;
  onClose: () => void;
  reportType: ReportType;
  relatedId: number;
  /** Whom the title names: the user or the organization reported. */
  name?: string;
}

const titles = {
  user: 'report.title',
  organization: 'report.titleOrganization',
  post: 'report.titlePost',
  comment: 'report.titleComment',
  message: 'report.titleMessage',
  lobby: 'report.titleLobby',
  event: 'report.titleEvent',
} as const;

/**
 * The one report dialog (spec section 9), for a user, post, comment, organization or chat message: a category the
 * server offers, an optional description.
 */
export function ReportModal({ opened, onClose, reportType, relatedId, name }: Props) {
  const { t } = useTranslation(['social', 'common']);
  const title = t(titles[reportType], { name });
  const options = useReportOptionsQuery(opened);
  const create = useCreateReportMutation();
  const [category, setCategory] = useState<Category | null>(null);
  const [description, setDescription] = useState('');

  const close = () => {
    onClose();
    setCategory(null);
    setDescription('');
  };
  const submit = () => {
    if (!category) return;
    const text = description.trim();
    create.mutate(
      { report_type: reportType, related_id: relatedId, category, description: text || undefined },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('toast.reported') });
          close();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('report.intro')}
        </Text>
        {options.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : (
          <Radio.Group
            label={t('report.category')}
            value={category}
            onChange={(value) => setCategory(value as Category)}
            required
          >
            <Stack gap={8} mt={8}>
              {options.data?.map((option) => (
                <Radio key={option.id} value={option.id} label={t(`report.categories.${option.id}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={t('report.description')}
          placeholder={t('report.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={limits.longText}
          autosize
          minRows={2}
          maxRows={5}
          description={`${description.length}/${limits.longText}`}
          inputWrapperOrder={['label', 'input', 'description']}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={submit} disabled={!category} loading={create.isPending}>
            {t('report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
