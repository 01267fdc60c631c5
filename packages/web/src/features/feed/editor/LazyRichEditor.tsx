import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { enterSubmits, isSmallScreen } from './enter';
import type { RichEditorProps } from './RichEditor';
import classes from './RichEditor.module.css';

export type { EditorValue, RichEditorProps } from './RichEditor';

type Editor = ComponentType<RichEditorProps>;
const loadEditor = () => import('./RichEditor');
// Set once TipTap's chunk has come: later composers show the editor at once.
let loaded: Editor | null = null;
const fetchEditor = (): Promise<Editor> =>
  loaded ? Promise.resolve(loaded) : loadEditor().then((module) => (loaded = module.RichEditor));

// An edit shows its content at once: the editor is fetched as it mounts, behind an inert box of the same shape.
const EditingEditor = lazy(() => fetchEditor().then((editor) => ({ default: editor })));

function EditorPlaceholder({ mode, placeholder }: Pick<RichEditorProps, 'mode' | 'placeholder'>) {
  return (
    <div className={classes.editor} data-mode={mode} aria-busy="true">
      <div className={`${classes.prose} ${classes.placeholderBox}`}>{placeholder}</div>
      <div className={classes.footerPlaceholder} />
    </div>
  );
}

interface Arrived {
  Editor: Editor;
  /** What was typed in the plain box before the editor came, whether the box had the focus, and whether Enter
   * asked to send it. */
  text: string;
  focused: boolean;
  send: boolean;
}

/**
 * A new post, comment or message starts as a plain text box of the editor's shape: TipTap (about 140 KB) is fetched
 * when the player means to write (the pointer over the box, a tap, the focus, a key), not with the page, so a page's
 * first screen does not wait for it (issue 47 item 3). What was typed meanwhile, and the focus, carry over into the
 * editor as it takes the box's place.
 */
export function LazyRichEditor(props: RichEditorProps) {
  const draft = useRef<HTMLTextAreaElement>(null);
  const [arrived, setArrived] = useState<Arrived | null>(() =>
    loaded ? { Editor: loaded, text: '', focused: false, send: false } : null,
  );
  const wanted = useRef(false);
  const send = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (props.defaultValue !== undefined)
    return (
      <Suspense fallback={<EditorPlaceholder mode={props.mode} placeholder={props.placeholder} />}>
        <EditingEditor {...props} />
      </Suspense>
    );

  if (arrived) {
    const { Editor, text, focused, send: sendAtStart } = arrived;
    return <Editor {...props} startText={text} startSend={sendAtStart} autoFocus={props.autoFocus || focused} />;
  }

  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    fetchEditor().then(
      (Editor) => {
        if (!mounted.current) return;
        const box = draft.current;
        // Read and replaced in one go: no key pressed between reading the box and the editor taking its place.
        flushSync(() =>
          setArrived({
            Editor,
            text: box?.value ?? '',
            focused: box !== null && box === document.activeElement,
            send: send.current,
          }),
        );
      },
      // Offline or a failed fetch: the box keeps what was typed, and the next intent asks again.
      () => {
        wanted.current = false;
      },
    );
  };

  return (
    <div className={classes.editor} data-mode={props.mode}>
      <textarea
        ref={draft}
        className={`${classes.prose} ${classes.draft}`}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        autoFocus={props.autoFocus}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onKeyDown={(event) => {
          want();
          // Enter where it sends (a post, chat on a desktop) is kept for the editor, which sends as it comes.
          if (event.key !== 'Enter' || event.shiftKey || !enterSubmits(props.mode, isSmallScreen())) return;
          event.preventDefault();
          send.current = true;
        }}
        rows={2}
      />
      <div className={classes.footerPlaceholder} />
    </div>
  );
}
