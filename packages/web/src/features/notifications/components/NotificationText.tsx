import { Trans, useTranslation } from 'react-i18next';
import { rowTranslation, type NotificationView } from '../describe';

/** The row's sentence with the actors (and an organization) in bold. */
export function NotificationText({ view }: { view: NotificationView }) {
  const { t } = useTranslation('notifications');
  const { key, values } = rowTranslation(view, t);
  return <Trans t={t} i18nKey={key} values={values} components={{ b: <strong /> }} />;
}
