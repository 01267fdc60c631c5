import type { Author } from '@gamefolk/contract';
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A person in a members or followers list: photo, names linking to the profile, and whatever goes beside. */
export function PersonRow({ person, children }: { person: Author; children?: ReactNode }) {
  const name = person.fullname || person.username;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <UnstyledButton component={Link} to={`/profile/${person.username}`} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={person.photoUrl} alt="" radius="xl" size={40} name={name} color="initials" />
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
