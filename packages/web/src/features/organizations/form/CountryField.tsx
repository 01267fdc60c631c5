import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/language';
import { useCountriesQuery } from '../../catalog/hooks';

/** getCountries as a searchable select: flag first, names in the interface language. */
export function CountryField(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation('organizations');
  const countries = useCountriesQuery();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const data = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.value, name: country.label[language], flag: country.flag }))
        .sort((a, b) => a.name.localeCompare(b.name, language))
        .map(({ value, name, flag }) => ({ value, label: `${flag}  ${name}` })),
    [countries.data, language],
  );
  return (
    <Select
      searchable
      data={data}
      label={t('create.country')}
      placeholder={t('create.countryPlaceholder')}
      nothingFoundMessage={t('create.noCountry')}
      comboboxProps={{ withinPortal: true, zIndex: 1000 }}
      {...props}
    />
  );
}
