import { SimpleGrid, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './PasswordChecklist.module.css';
import { passwordChecks } from './validation';

/** The password rule of spec section 5, ticked off live as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const checks = passwordChecks(password);
  return (
    <div>
      <Text size="xs" c="dimmed" mb={6} id="password-rules">
        {t('passwordRules.title')}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing={4}
        verticalSpacing={4}
        className={classes.list}
        aria-labelledby="password-rules"
      >
        {(Object.keys(checks) as (keyof typeof checks)[]).map((key) => (
          <li key={key} className={classes.item} data-met={checks[key] || undefined}>
            {checks[key] ? <IconCircleCheckFilled size={16} aria-hidden /> : <IconCircle size={16} aria-hidden />}
            <span>{t(`passwordRules.${key}`)}</span>
          </li>
        ))}
      </SimpleGrid>
    </div>
  );
}
