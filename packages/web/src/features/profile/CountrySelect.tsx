import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language';
import { useCountriesQuery } from '../catalog/hooks';

/** The country list of getCountries, flags first, sorted and searchable in the interface language. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation('profile');
  const countries = useCountriesQuery();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const data = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.value, label: `${country.flag}  ${country.label[language]}` }))
        .sort((a, b) => a.label.slice(4).localeCompare(b.label.slice(4), language)),
    [countries.data, language],
  );
  return (
    <Select
      searchable
      clearable
      data={data}
      nothingFoundMessage={t('edit.noCountry')}
      placeholder={countries.isPending ? t('loading') : t('edit.countryPlaceholder')}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      {...props}
    />
  );
}
