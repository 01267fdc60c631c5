import { Button, Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/PersonAvatar';
import { usePeopleQuery, type PeopleKind } from '../hooks';
import classes from './PeopleModal.module.css';

interface Props {
  kind: PeopleKind | null;
  ids: readonly number[];
  onClose: () => void;
}

/** Followers, following or connections, 6 a page, each leading to the profile. */
export function PeopleModal({ kind, ids, onClose }: Props) {
  const { t } = useTranslation(['social', 'common']);
  const people = usePeopleQuery(kind ?? 'followers', ids, kind !== null);
  const rows = people.data?.pages.flat() ?? [];
  return (
    <Modal opened={kind !== null} onClose={onClose} title={kind ? t(`people.${kind}`) : ''} centered radius="lg">
      {ids.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('people.empty')}
        </Text>
      ) : people.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : people.isError ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {t('people.failed')}
        </Text>
      ) : (
        <Stack gap={2} data-testid="people-list">
          {rows.map((person) => (
            <UnstyledButton
              key={person.id}
              component={Link}
              to={`/profile/${person.username}`}
              onClick={onClose}
              className={classes.row}
            >
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar src={person.photoUrl} name={person.fullname || person.username} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {person.fullname || person.username}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{person.username}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
          {people.hasNextPage && (
            <Button
              variant="subtle"
              mt="xs"
              onClick={() => void people.fetchNextPage()}
              loading={people.isFetchingNextPage}
            >
              {t('people.more')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
