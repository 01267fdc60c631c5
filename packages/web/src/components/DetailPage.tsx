import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from './errors';

/** The route's `:id` when it is a database id (a positive 32-bit integer); 0 (asks for nothing) otherwise. */
export function useRouteId(): number {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/**
 * A page about one thing (a lobby, an event): a link back to its list, then the thing once loaded, or why not
 * (`notFound` for an id that cannot exist, the server's translated error otherwise).
 */
export function DetailPage<T>({
  id,
  query,
  back,
  notFound,
  children,
}: {
  id: number;
  query: { data?: T; isError: boolean; error: unknown };
  back: { to: string; label: string };
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  const backLink = (
    <Anchor component={Link} to={back.to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {back.label}
      </Group>
    </Anchor>
  );
  if (!id || query.isError)
    return (
      <Stack maw={760} mx="auto" w="100%">
        {backLink}
        <Text>{id ? errorText(query.error) : notFound}</Text>
      </Stack>
    );
  if (query.data === undefined) return <Loader mx="auto" />;
  return (
    <Stack maw={760} mx="auto" w="100%" gap="md">
      {backLink}
      {children(query.data)}
    </Stack>
  );
}
