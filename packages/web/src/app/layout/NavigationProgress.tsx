import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './NavigationProgress.module.css';

/** A thin bar while the next route's chunk loads, so a slow network never feels like a dead click. */
export function NavigationProgress() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('pageLoading')} />;
}
