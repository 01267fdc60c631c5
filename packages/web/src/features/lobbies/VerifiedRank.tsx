import { Badge, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { gameTerm } from '../../entities/lobby';

/** A rank Riot reported for this player in the lobby's game, beside whatever rank was typed. */
export function VerifiedRank({ rank, size = 'sm' }: { rank: string | null; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('lobbies');
  if (!rank) return null;
  const label = t('verified.label', { rank: gameTerm(t, rank) });
  return (
    <Tooltip label={label}>
      <Badge
        size={size}
        variant="light"
        color="teal"
        leftSection={<IconShieldCheck size={12} aria-hidden />}
        aria-label={label}
        data-testid="verified-rank"
        style={{ flexShrink: 0 }}
      >
        {gameTerm(t, rank)}
      </Badge>
    </Tooltip>
  );
}
