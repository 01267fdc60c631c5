import { organizationCategories } from '@gamefolk/contract';
import { useTranslation } from 'react-i18next';

/** A category id as its translated name; ids are fixed by the contract. */
export function useCategoryLabel(): (categoryId: number) => string {
  const { t } = useTranslation('organizations');
  return (categoryId) => {
    const category = organizationCategories.find((c) => c.id === categoryId);
    return category ? t(`categories.${category.key}`) : '';
  };
}
