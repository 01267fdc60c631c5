import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitOnEnter } from '../feed/editor/keyboard';
import { chatContent } from './ChatComposer';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  vi.unstubAllGlobals();
});

function chatEditor(smallScreen: boolean, onSubmit: () => void) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: smallScreen, media: query }));
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit, SubmitOnEnter.configure({ mode: 'chat', onSubmit })],
    content: '<p>gg wp</p>',
  });
  return editor;
}

function pressEnter(target: Editor): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Enter' });
  return target.view.someProp('handleKeyDown', (handle) => handle(target.view, event)) ?? false;
}

describe('Enter in the chat composer', () => {
  it('sends on a large screen', () => {
    const onSubmit = vi.fn();
    const target = chatEditor(false, onSubmit);
    expect(pressEnter(target)).toBe(true);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('starts a new line on a small screen', () => {
    const onSubmit = vi.fn();
    const target = chatEditor(true, onSubmit);
    pressEnter(target);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends plain text, and nothing when only blank lines were typed', () => {
    expect(chatContent({ text: '  gg\n\n\nwp  ' })).toBe('gg\nwp');
    expect(chatContent({ text: ' \n\n ' })).toBe('');
  });
});
