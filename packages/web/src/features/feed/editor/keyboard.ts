import { Extension, textInputRule } from '@tiptap/core';
import { enterSubmits, isSmallScreen, type EditorMode } from './enter';

export { enterSubmits, type EditorMode } from './enter';

/** Spec section 5: `<=` and `>=` become ≤ and ≥ as they are typed. */
export const ComparisonSigns = Extension.create({
  name: 'comparisonSigns',
  addInputRules() {
    return [textInputRule({ find: /<=$/, replace: '≤' }), textInputRule({ find: />=$/, replace: '≥' })];
  },
});

const tabSpaces = '    ';

/** Tab inserts spaces (in a list it indents the item instead). */
export const TabSpaces = Extension.create({
  name: 'tabSpaces',
  addKeyboardShortcuts() {
    return {
      Tab: () =>
        this.editor.commands.sinkListItem('listItem') ||
        this.editor.commands.command(({ tr }) => {
          tr.insertText(tabSpaces);
          return true;
        }),
    };
  },
});

interface SubmitOnEnterOptions {
  mode: EditorMode;
  onSubmit: () => void;
  /** True while a suggestion list is open: Enter then picks from it. */
  isSuggesting: () => boolean;
}

export const SubmitOnEnter = Extension.create<SubmitOnEnterOptions>({
  name: 'submitOnEnter',
  // Ahead of the default keymap, which would otherwise split the paragraph first.
  priority: 1000,
  addOptions() {
    return { mode: 'post', onSubmit: () => undefined, isSuggesting: () => false };
  },
  addKeyboardShortcuts() {
    return {
      Enter: () => {
        if (!enterSubmits(this.options.mode, isSmallScreen()) || this.options.isSuggesting()) return false;
        this.options.onSubmit();
        return true;
      },
    };
  },
});
