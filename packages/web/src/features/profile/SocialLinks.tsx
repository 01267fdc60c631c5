import { socialNetworks } from '@gamefolk/contract';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { externalHref, socialIcons, socialLabels } from './profile-fields';
import classes from './SocialLinks.module.css';

/** The networks a player linked, as icon buttons that open in a new tab. */
export function SocialLinks({ socials }: { socials: Record<string, string> }) {
  const linked = socialNetworks.filter((network) => socials[network]);
  if (linked.length === 0) return null;
  return (
    <Group gap={6}>
      {linked.map((network) => {
        const Icon = socialIcons[network];
        return (
          <Tooltip key={network} label={socialLabels[network]}>
            <ActionIcon
              component="a"
              href={externalHref(socials[network] ?? '')}
              target="_blank"
              rel="noopener noreferrer nofollow"
              variant="default"
              size="lg"
              radius="md"
              aria-label={socialLabels[network]}
              className={classes.link}
              data-network={network}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
