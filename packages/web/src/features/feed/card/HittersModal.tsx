import { Button, Center, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLikesQuery } from '../hooks';
import { profilePath } from './paths';
import classes from './PostCard.module.css';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Who hit a post, 20 at a time. */
export function HittersModal({ feedId, onClose }: { feedId: number; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const likes = useLikesQuery(feedId);
  const people = likes.data?.pages.flat() ?? [];
  return (
    <Modal opened onClose={onClose} title={t('hitters.title')} centered radius="lg">
      {likes.isPending ? (
        <Center py="lg">
          <Loader type="dots" />
        </Center>
      ) : people.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('hitters.empty')}
        </Text>
      ) : (
        <Stack gap={2}>
          {people.map((person) => (
            <UnstyledButton
              key={person.id}
              component={Link}
              to={profilePath(person.username)}
              onClick={onClose}
              className={classes.personRow}
            >
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar src={person.photoUrl} name={person.fullname} radius="xl" size={36} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {person.fullname}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{person.username}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
          {likes.hasNextPage && (
            <Button
              variant="subtle"
              mt="xs"
              loading={likes.isFetchingNextPage}
              onClick={() => void likes.fetchNextPage()}
            >
              {t('showMore')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
