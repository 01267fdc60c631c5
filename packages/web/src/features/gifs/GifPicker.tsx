import type { Gif } from '@gamefolk/contract';
import { Center, Loader, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useGifSearchQuery } from './hooks';
import classes from './GifPicker.module.css';

/** How long typing pauses before GIPHY is asked. */
export const gifSearchDelayMs = 350;

/**
 * GIPHY's trending GIFs on open, its search as the player types, more as the list scrolls to its end. GIPHY's
 * terms ask for its attribution wherever its GIFs are browsed: "Powered by GIPHY" under the grid, and the
 * search box names it.
 */
export function GifPicker({ onPick }: { onPick: (gif: Gif) => void }) {
  const { t } = useTranslation('feed');
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed, gifSearchDelayMs);
  const search = useGifSearchQuery(q);
  const viewport = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;

  const gifs = search.data?.pages.flatMap((page) => page.rows) ?? [];
  // More only below GIFs that show: an empty list keeps its end in view, which would ask page after page at once.
  const shown = gifs.length > 0;
  useEffect(() => {
    const target = end.current;
    if (!target || !shown || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: viewport.current, rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className={classes.picker} data-testid="gif-picker">
      <TextInput
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        placeholder={t('gifs.search')}
        aria-label={t('gifs.search')}
        leftSection={<IconSearch size={16} />}
        maxLength={50}
        data-autofocus
      />
      <Text size="xs" c="dimmed" mt={6} mb={4}>
        {q.trim() ? t('gifs.results') : t('gifs.trending')}
      </Text>
      <ScrollArea.Autosize mah={320} viewportRef={viewport} type="auto" offsetScrollbars>
        {search.isError ? (
          <Text size="sm" c="red" py="md" ta="center" role="alert">
            {errorText(search.error)}
          </Text>
        ) : search.isPending ? (
          <Center h={120}>
            <Loader type="dots" />
          </Center>
        ) : gifs.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {t('gifs.empty')}
          </Text>
        ) : (
          <div className={classes.grid}>
            {gifs.map((gif) => (
              <UnstyledButton
                key={gif.id}
                className={classes.tile}
                onClick={() => onPick(gif)}
                aria-label={gif.title || t('gifs.untitled')}
                style={{ aspectRatio: gif.width && gif.height ? `${gif.width} / ${gif.height}` : undefined }}
              >
                <img src={gif.previewUrl} alt="" loading="lazy" className={classes.image} />
              </UnstyledButton>
            ))}
          </div>
        )}
        <div ref={end} className={classes.end}>
          {isFetchingNextPage && <Loader size="xs" type="dots" />}
        </div>
      </ScrollArea.Autosize>
      <div className={classes.attribution}>
        <Text size="xs" fw={700} className={classes.giphy}>
          {t('gifs.poweredBy')}
        </Text>
      </div>
    </div>
  );
}
