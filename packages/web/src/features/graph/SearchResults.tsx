import { resultKindOf } from '@gamefolk/contract';
import { Badge, Combobox, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../api/client';
import classes from './SearchResults.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

type Result = Output<'searchUser'>[number];

/** Type 1 opens the profile, type 2 the organization page. */
export function resultPath(result: Result): string {
  const handle = encodeURIComponent(result.username);
  return resultKindOf(result) === 'organization' ? `/organization/${handle}` : `/profile/${handle}`;
}

/** The options of the main search's dropdown; the Combobox around them handles keys and picking. */
export function SearchResults({ query, search }: { query: string; search: UseQueryResult<Output<'searchUser'>> }) {
  const { t } = useTranslation('social');
  const results = search.data ?? [];
  const status = search.isError
    ? t('search.failed')
    : search.isPending || (search.isFetching && results.length === 0)
      ? t('search.searching')
      : results.length === 0
        ? t('search.noResults', { query })
        : null;
  return (
    <>
      {status ? (
        <Text id="search-status" aria-live="polite" size="sm" c="dimmed" px="xs" py={6}>
          {status}
        </Text>
      ) : (
        <VisuallyHidden id="search-status" aria-live="polite">
          {t('search.results')}
        </VisuallyHidden>
      )}
      {search.isFetching && results.length > 0 && <Loader size={14} pos="absolute" top={12} right={12} aria-hidden />}
      <Combobox.Options aria-label={t('search.results')}>
        {results.map((result) => (
          <Combobox.Option
            key={`${result.type}-${result.id}`}
            value={`${result.type}-${result.id}`}
            className={classes.option}
          >
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar
                src={result.photoUrl}
                alt=""
                radius="xl"
                size={34}
                name={result.fullname || result.username}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {result.fullname || result.username}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  @{result.username}
                </Text>
              </div>
              {resultKindOf(result) === 'organization' && (
                <Badge size="xs" variant="light">
                  {t('search.organization')}
                </Badge>
              )}
            </Group>
          </Combobox.Option>
        ))}
      </Combobox.Options>
    </>
  );
}
