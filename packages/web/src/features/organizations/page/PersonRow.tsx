import type { Author } from '@gamefolk/contract';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** A person in a members or followers list: photo, names linking to the profile, and whatever goes beside. */
export function PersonRow({ person, children }: { person: Author; children?: ReactNode }) {
  const name = person.fullname || person.username;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <UnstyledButton component={Link} to={`/profile/${person.username}`} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          <PersonAvatar src={person.photoUrl} name={name} size={40} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              @{person.username}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {children}
    </Group>
  );
}
