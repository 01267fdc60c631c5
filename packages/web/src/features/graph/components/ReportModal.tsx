import { limits, type reportCategories, type reportTypes } from '@gamefolk/contract';
import { Button, Center, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useCreateReportMutation, useReportOptionsQuery } from '../hooks';

type Category = (typeof reportCategories)[number];

interface Props {
  opened: boolean;
  onClose: () => void;
  reportType: (typeof reportTypes)[number];
  relatedId: number;
  /** Whom or what is reported, for the title. */
  name: string;
}

/** Report a user, post, comment, organization or message: a category, an optional description. */
export function ReportModal({ opened, onClose, reportType, relatedId, name }: Props) {
  const { t } = useTranslation(['social', 'common']);
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
    <Modal opened={opened} onClose={close} title={t('report.title', { name })} centered radius="lg">
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
