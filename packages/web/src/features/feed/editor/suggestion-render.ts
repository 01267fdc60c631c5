import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { ReactRenderer } from '@tiptap/react';
import {
  SuggestionList,
  type SuggestionListHandle,
  type SuggestionListProps,
  type SuggestionRow,
} from './SuggestionList';

/** Whether a suggestion list with rows is open, so Enter picks a row instead of submitting. */
export interface SuggestionState {
  open: boolean;
}

/** Renders a suggestion plugin's items with SuggestionList, mounted and positioned by the plugin. */
export function suggestionRenderer<I, S>(
  toRow: (item: I) => SuggestionRow,
  toSelection: (item: I) => S,
  state: SuggestionState,
): NonNullable<SuggestionOptions<I, S>['render']> {
  return () => {
    let component: ReactRenderer<SuggestionListHandle, SuggestionListProps> | null = null;
    let unmount: (() => void) | null = null;
    const listProps = (props: SuggestionProps<I, S>): SuggestionListProps => ({
      rows: props.items.map(toRow),
      loading: props.loading,
      onPick: (index) => {
        const item = props.items[index];
        if (item) props.command(toSelection(item));
      },
    });
    return {
      onStart: (props) => {
        component = new ReactRenderer(SuggestionList, { props: listProps(props), editor: props.editor });
        const element = component.element as HTMLElement;
        element.style.zIndex = '1100';
        unmount = props.mount(element);
        state.open = props.items.length > 0;
      },
      onUpdate: (props) => {
        component?.updateProps(listProps(props));
        state.open = props.items.length > 0;
      },
      onKeyDown: ({ event }) => {
        if (event.key === 'Escape') {
          state.open = false;
          return false;
        }
        return component?.ref?.onKeyDown(event) ?? false;
      },
      onExit: () => {
        state.open = false;
        unmount?.();
        component?.destroy();
        component = null;
      },
    };
  };
}
