import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language';
import { useCountriesQuery } from '../catalog/hooks';

/** A stored 3-letter code shown as its flag and its name in the interface language. */
export function CountryLabel({ code }: { code: string }) {
  const { i18n } = useTranslation();
  const countries = useCountriesQuery();
  const country = countries.data?.find((c) => c.value === code);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Group gap={6} wrap="nowrap">
      {country && (
        <span aria-hidden style={{ fontSize: '1.1em', lineHeight: 1 }}>
          {country.flag}
        </span>
      )}
      <Text c="dimmed">{country ? country.label[language] : code}</Text>
    </Group>
  );
}
