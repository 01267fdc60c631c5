import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryLabel } from '../category';
import { useCategoriesQuery } from '../hooks';

/** getCategories, each shown in the interface language. */
export function CategoryField(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('organizations');
  const categories = useCategoriesQuery();
  const label = useCategoryLabel();
  const data = (categories.data ?? []).map((category) => ({ value: String(category.id), label: label(category.id) }));
  return (
    <Select
      data={data}
      label={t('create.category')}
      placeholder={t('create.categoryPlaceholder')}
      allowDeselect={false}
      {...props}
    />
  );
}
