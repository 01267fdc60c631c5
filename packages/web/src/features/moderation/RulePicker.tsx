import { communityRules, type CommunityRule } from '@gamefolk/contract';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Every moderation names one community rule (legal.json `rules.items`). */
export function RulePicker({ value, onChange }: { value: CommunityRule; onChange: (rule: CommunityRule) => void }) {
  const { t } = useTranslation(['social', 'legal']);
  return (
    <Select
      label={t('moderation.rule')}
      data={communityRules.map((rule) => ({ value: rule, label: t(`legal:rules.items.${rule}.title`) }))}
      value={value}
      onChange={(next) => next && onChange(next as CommunityRule)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
