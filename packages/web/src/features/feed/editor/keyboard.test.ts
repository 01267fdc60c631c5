import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSigns, enterSubmits, TabSpaces } from './keyboard';
import { toEmbedUrl } from './media';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

/** Types like a user: each character goes through the input rules before it is inserted. */
function type(target: Editor, text: string) {
  for (const char of text) {
    const { from, to } = target.state.selection;
    const handled = target.view.someProp('handleTextInput', (handle) =>
      handle(target.view, from, to, char, () => target.state.tr.insertText(char, from, to)),
    );
    if (!handled) target.view.dispatch(target.state.tr.insertText(char, from, to));
  }
}

describe('editor input rules', () => {
  it('turns <= and >= into ≤ and ≥ as they are typed', () => {
    editor = new Editor({ element: document.createElement('div'), extensions: [StarterKit, ComparisonSigns] });
    type(editor, 'ping <= 20 and fps >= 144');
    expect(editor.getText()).toBe('ping ≤ 20 and fps ≥ 144');
  });

  it('inserts spaces on Tab', () => {
    editor = new Editor({ element: document.createElement('div'), extensions: [StarterKit, TabSpaces] });
    type(editor, 'a');
    editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    type(editor, 'b');
    expect(editor.getText()).toBe('a    b');
  });
});

describe('enterSubmits', () => {
  it('submits posts and wide-screen chat, never comments or small-screen chat', () => {
    expect(enterSubmits('post', false)).toBe(true);
    expect(enterSubmits('post', true)).toBe(true);
    expect(enterSubmits('comment', false)).toBe(false);
    expect(enterSubmits('chat', false)).toBe(true);
    expect(enterSubmits('chat', true)).toBe(false);
  });
});

describe('toEmbedUrl', () => {
  it('turns video page links into player addresses of allowed hosts', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://www.twitch.tv/videos/123', 'gamefolk.app')).toBe(
      'https://player.twitch.tv/?video=123&parent=gamefolk.app',
    );
    expect(toEmbedUrl('https://evil.example/watch?v=x')).toBeNull();
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
  });
});
