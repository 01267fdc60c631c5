import { limits } from '@gamefolk/contract';
import type { QueryClient } from '@tanstack/react-query';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { readableTextOn } from '../content/colour';
import { ComparisonSigns, SubmitOnEnter, TabSpaces, type EditorMode } from './keyboard';
import { Embed, Video } from './media';
import { createHashtags, createMention } from './mention';
import type { SuggestionState } from './suggestion-render';

/** Multicolour highlight whose text stays readable on the chosen colour (the server keeps only the background). */
const ReadableHighlight = Highlight.extend({
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-color') || element.style.backgroundColor || null,
        renderHTML: (attributes) => {
          const color = attributes.color as string | null;
          if (!color) return {};
          return { 'data-color': color, style: `background-color: ${color}; color: ${readableTextOn(color)}` };
        },
      },
    };
  },
}).configure({ multicolor: true });

interface ExtensionOptions {
  mode: EditorMode;
  placeholder: string;
  queryClient: QueryClient;
  suggestions: SuggestionState;
  onSubmit: () => void;
}

export function editorExtensions({ mode, placeholder, queryClient, suggestions, onSubmit }: ExtensionOptions) {
  return [
    StarterKit.configure({
      // Spec section 5: links do not auto-link; a typed address stays text.
      link: false,
      heading: { levels: [2, 3] },
    }),
    Placeholder.configure({ placeholder }),
    CharacterCount.configure({ limit: mode === 'chat' ? limits.chatMessage : null }),
    ReadableHighlight,
    Image.configure({ inline: false, allowBase64: false, HTMLAttributes: { class: 'gf-editor-image' } }),
    Video,
    Embed,
    createMention(queryClient, suggestions),
    createHashtags(queryClient, suggestions),
    ComparisonSigns,
    TabSpaces,
    SubmitOnEnter.configure({ mode, onSubmit, isSuggesting: () => suggestions.open }),
  ];
}
