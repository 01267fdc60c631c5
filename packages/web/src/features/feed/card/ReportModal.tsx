import { limits } from '@gamefolk/contract';
import { Button, Center, Group, Loader, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import { useCreateReportMutation, useReportOptionsQuery } from '../../graph/hooks';

interface ReportModalProps {
  reportType: 'post' | 'comment';
  relatedId: number;
  onClose: () => void;
}

/** Reports a post or comment under one of the categories the server offers (spec section 9). */
export function ReportModal({ reportType, relatedId, onClose }: ReportModalProps) {
  const { t } = useTranslation(['feed', 'common']);
  const options = useReportOptionsQuery(true);
  const report = useCreateReportMutation();
  const [category, setCategory] = useState<string | null>(null);
  const [description, setDescription] = useState('');

  const submit = () => {
    const picked = options.data?.find((option) => option.id === category);
    if (!picked) return;
    report.mutate(
      {
        report_type: reportType,
        related_id: relatedId,
        category: picked.id,
        description: description.trim() || undefined,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('report.sent') });
          onClose();
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(reportType === 'post' ? 'report.titlePost' : 'report.titleComment')}
      centered
      radius="lg"
    >
      {options.isPending ? (
        <Center py="lg">
          <Loader type="dots" />
        </Center>
      ) : (
        <Stack>
          <Radio.Group value={category} onChange={setCategory} label={t('report.category')}>
            <Stack gap="xs" mt="xs">
              {options.data?.map((option) => (
                <Radio key={option.id} value={option.id} label={t(`report.categories.${option.id}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('report.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={limits.longText}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button color="red" onClick={submit} disabled={!category} loading={report.isPending}>
              {t('report.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
