import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryPicker } from '../../entities/catalog';
import { useCountriesQuery } from '../../entities/catalog';

/** The profile's country: every country of getCountries, found by any of its names or codes. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('profile');
  const countries = useCountriesQuery();
  return (
    <CountryPicker
      clearable
      nothingFoundMessage={t('edit.noCountry')}
      placeholder={countries.isPending ? t('loading') : t('edit.countryPlaceholder')}
      {...props}
    />
  );
}
