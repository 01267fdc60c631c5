import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RoleBadgesProps {
  role: string | null;
  isFounder: boolean;
  isManager: boolean;
}

/** A member's role text, with Founder or Admin when they hold it. */
export function RoleBadges({ role, isFounder, isManager }: RoleBadgesProps) {
  const { t } = useTranslation('organizations');
  // The server gives the founder the role text "Founder"; the badge already says it, in the user's language.
  const showRole = role && !(isFounder && role.toLowerCase() === 'founder');
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {showRole && (
        <Text size="xs" c="dimmed" maw={120} truncate>
          {role}
        </Text>
      )}
      {isFounder ? (
        <Badge size="sm" radius="sm" color="yellow" variant="light">
          {t('page.founder')}
        </Badge>
      ) : (
        isManager && (
          <Badge size="sm" radius="sm" variant="light">
            {t('page.admin')}
          </Badge>
        )
      )}
    </Group>
  );
}
