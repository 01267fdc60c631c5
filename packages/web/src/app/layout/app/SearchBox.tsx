import { limits } from '@gamefolk/contract';
import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hashtagFromParam, hashtagPath } from '../../../lib/hashtag';
import { SearchResults, resultPath } from '../../../features/graph';
import { useSearchQuery } from '../../../features/graph';
import classes from './SearchBox.module.css';

/**
 * Main search (spec section 2): people and organizations above 3 characters, picked with the mouse or
 * the arrow keys and Enter; Enter with nothing picked opens the hashtag page for the text.
 */
export function SearchBox() {
  const { t } = useTranslation(['layout', 'social']);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const narrow = useMediaQuery('(max-width: 47.5em)');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = value.trim();
  const [debounced] = useDebouncedValue(query, 250);
  const searching = query.length >= limits.searchMinChars;
  const search = useSearchQuery(debounced, searching && debounced.length >= limits.searchMinChars);

  const finish = (path: string) => {
    void navigate(path);
    setValue('');
    combobox.closeDropdown();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query) finish(hashtagPath(query));
  };

  const pick = (id: string) => {
    const result = search.data?.find((item) => `${item.type}-${item.id}` === id);
    if (result) finish(resultPath(result));
  };

  return (
    <form role="search" onSubmit={submit} className={classes.form}>
      <Combobox store={combobox} onOptionSubmit={pick} shadow="lg" position="bottom-start" width="target">
        <Combobox.Target>
          <TextInput
            type="search"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            placeholder={narrow ? t('search.label') : t('search.placeholder')}
            aria-label={t('search.label')}
            aria-describedby="search-status"
            leftSection={<IconSearch size={18} />}
            radius="xl"
            classNames={{ input: classes.input }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={query.length === 0} className={classes.dropdown}>
          {searching ? (
            <SearchResults query={debounced} search={search} />
          ) : (
            <Text size="sm" c="dimmed" p="xs" id="search-status" aria-live="polite">
              {t('search.hint', { count: limits.searchMinChars - 1 })}
            </Text>
          )}
          <Combobox.Footer>
            <Text size="xs" fw={600} c="brand.4" className={classes.tagHint}>
              {t('search.openTag', { tag: hashtagFromParam(query.replace(/#/g, '$')) })}
            </Text>
          </Combobox.Footer>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
