import { Loader, Text, UnstyledButton } from '@mantine/core';
import { useImperativeHandle, useState, type Ref } from 'react';
import classes from './SuggestionList.module.css';
import { PersonAvatar } from '../../../components/PersonAvatar';

export interface SuggestionRow {
  key: string;
  label: string;
  detail?: string;
  avatar?: string | null;
}

export interface SuggestionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface SuggestionListProps {
  rows: SuggestionRow[];
  loading: boolean;
  onPick: (index: number) => void;
  ref?: Ref<SuggestionListHandle>;
}

/** The dropdown of mention and hashtag suggestions; arrow keys move, Enter or Tab picks. */
export function SuggestionList({ rows, loading, onPick, ref }: SuggestionListProps) {
  const [state, setState] = useState({ rows, active: 0 });
  // A new list of rows starts from its first row again.
  const active = state.rows === rows ? state.active : 0;
  const move = (step: number) =>
    setState({ rows, active: rows.length ? (active + step + rows.length) % rows.length : 0 });

  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (rows.length === 0) return false;
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' || event.key === 'Tab') onPick(active);
      else return false;
      return true;
    },
  }));

  if (rows.length === 0 && !loading) return null;
  return (
    <div className={classes.list} role="listbox">
      {loading && rows.length === 0 && <Loader size="xs" type="dots" m="xs" />}
      {rows.map((row, index) => (
        <UnstyledButton
          key={row.key}
          role="option"
          aria-label={row.detail ? `${row.label}, ${row.detail}` : row.label}
          aria-selected={index === active}
          data-active={index === active || undefined}
          className={classes.row}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
        >
          {row.avatar !== undefined && <PersonAvatar src={row.avatar} name={row.detail ?? row.label} size={28} />}
          <span className={classes.text}>
            <Text size="sm" fw={600} truncate>
              {row.label}
            </Text>
            {row.detail && (
              <Text size="xs" c="dimmed" truncate>
                {row.detail}
              </Text>
            )}
          </span>
        </UnstyledButton>
      ))}
    </div>
  );
}
