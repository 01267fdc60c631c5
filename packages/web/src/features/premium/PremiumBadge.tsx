import type { PremiumPlan } from '@gamefolk/contract';
import { Badge } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';

const names: Record<PremiumPlan, string> = { premium: 'Premium', premiumPlus: 'Premium Plus' };

/** The Premium or Premium Plus badge by a member's name, while their plan lasts (the server says which plan, if any). */
export function PremiumBadge({ plan }: { plan: PremiumPlan | null | undefined }) {
  if (!plan) return null;
  return (
    <Badge
      variant="gradient"
      gradient={plan === 'premiumPlus' ? { from: 'grape', to: 'orange', deg: 90 } : { from: 'violet', to: 'grape' }}
      leftSection={<IconCrown size={12} aria-hidden />}
      title={names[plan]}
      data-testid="premium-badge"
    >
      {names[plan]}
    </Badge>
  );
}
