import { useTranslation } from 'react-i18next';
import { ReportMenu } from '../graph';

/** Someone else's message's menu: report it (the server checks the reporter is in the conversation). */
export function MessageMenu({ messageId }: { messageId: number }) {
  const { t } = useTranslation('social');
  return <ReportMenu compact reportType="message" relatedId={messageId} label={t('report.messageMenu')} />;
}
