import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from '../../../entities/catalog';

/** The organization's country, found by any of its names or codes. */
export function CountryField(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('organizations');
  return (
    <CountryPicker
      label={t('create.country')}
      placeholder={t('create.countryPlaceholder')}
      nothingFoundMessage={t('create.noCountry')}
      {...props}
    />
  );
}
