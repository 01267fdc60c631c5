// What Enter does in a composer, apart from TipTap: the plain box a new text starts in (LazyRichEditor) keeps the
// editor's keys before the editor has come.

export type EditorMode = 'post' | 'comment' | 'chat';

/** Spec section 5: Enter submits, except in a comment, or in chat on a small screen (where Enter is a new line). */
export function enterSubmits(mode: EditorMode, smallScreen: boolean): boolean {
  return mode === 'post' || (mode === 'chat' && !smallScreen);
}

export const isSmallScreen = () => window.matchMedia('(max-width: 47.5em)').matches;
