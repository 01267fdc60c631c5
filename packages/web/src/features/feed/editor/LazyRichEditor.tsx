import { lazy, Suspense } from 'react';
import type { RichEditorProps } from './RichEditor';
import classes from './RichEditor.module.css';

export type { EditorValue, RichEditorProps } from './RichEditor';

// TipTap and its extensions are a chunk of their own, fetched when a composer first shows.
const RichEditor = lazy(() => import('./RichEditor').then((m) => ({ default: m.RichEditor })));

/** Until the editor arrives, an inert box of the same shape keeps the layout from jumping. */
function EditorPlaceholder({ mode, placeholder }: Pick<RichEditorProps, 'mode' | 'placeholder'>) {
  return (
    <div className={classes.editor} data-mode={mode} aria-busy="true">
      <div className={`${classes.prose} ${classes.placeholderBox}`}>{placeholder}</div>
      <div className={classes.footerPlaceholder} />
    </div>
  );
}

export function LazyRichEditor(props: RichEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder mode={props.mode} placeholder={props.placeholder} />}>
      <RichEditor {...props} />
    </Suspense>
  );
}
