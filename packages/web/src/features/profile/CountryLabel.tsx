import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../components/CountryFlag';
import { isLanguage } from '../../i18n/language';
import { useCountriesQuery } from '../../entities/catalog';

/** A stored 3-letter code shown as its flag and its name in the interface language. */
export function CountryLabel({ code }: { code: string }) {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  const country = countries.data?.find((c) => c.value === code);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Group gap={6} wrap="nowrap">
      {country && <CountryFlag code2={country.code2} />}
      <Text c="dimmed">{country ? country.label[language] : code}</Text>
    </Group>
  );
}
