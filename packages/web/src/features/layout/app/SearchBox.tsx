import { limits } from '@gamefolk/contract';
import { Popover, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hashtagFromParam, hashtagPath } from '../../../lib/hashtag';
import classes from './SearchBox.module.css';

/**
 * Main search (spec section 2): people search starts above 3 characters; Enter with non-blank text opens
 * the hashtag page. The people results arrive with the search issue; the dropdown says so meanwhile.
 */
export function SearchBox() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const narrow = useMediaQuery('(max-width: 47.5em)');
  const query = value.trim();
  const searching = query.length >= limits.searchMinChars;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) return;
    void navigate(hashtagPath(query));
    setValue('');
    setFocused(false);
  };

  return (
    <form role="search" onSubmit={submit} className={classes.form}>
      <Popover
        opened={focused && query.length > 0}
        position="bottom-start"
        width="target"
        withRoles={false}
        shadow="lg"
      >
        <Popover.Target>
          <TextInput
            type="search"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            placeholder={narrow ? t('search.label') : t('search.placeholder')}
            aria-label={t('search.label')}
            aria-describedby="search-status"
            leftSection={<IconSearch size={18} />}
            radius="xl"
            classNames={{ input: classes.input }}
          />
        </Popover.Target>
        <Popover.Dropdown>
          <div id="search-status" aria-live="polite">
            {searching ? (
              <Text size="sm">{t('search.soon')}</Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('search.hint', { count: limits.searchMinChars - 1 })}
              </Text>
            )}
            <Text size="sm" mt={6} fw={600} c="brand.4" className={classes.tagHint}>
              {t('search.openTag', { tag: hashtagFromParam(query.replace(/#/g, '$')) })}
            </Text>
          </div>
        </Popover.Dropdown>
      </Popover>
    </form>
  );
}
