import { Group, Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountriesQuery } from './hooks';
import { isLanguage } from '../../i18n/language';
import { CountryFlag } from '../../components/CountryFlag';
import { countryOptions } from '../../components/country-search';

/** getCountries as a searchable select: drawn flags, names in the interface language, found by any name or code. */
export function CountryPicker(props: Omit<SelectProps, 'data' | 'filter' | 'renderOption'>) {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { options, filter, code2Of } = useMemo(
    () => countryOptions(countries.data ?? [], language),
    [countries.data, language],
  );
  const selected = typeof props.value === 'string' ? code2Of.get(props.value) : undefined;
  return (
    <Select
      searchable
      data={options}
      filter={filter}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <CountryFlag code2={code2Of.get(option.value) ?? ''} />
          {option.label}
        </Group>
      )}
      leftSection={selected ? <CountryFlag code2={selected} /> : undefined}
      {...props}
    />
  );
}
