import { resultKindOf, type Trend } from '@gamefolk/contract';
import { Extension } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as ProseNode } from '@tiptap/pm/model';
import { Suggestion } from '@tiptap/suggestion';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { fetchMentions, feedKeys } from '../hooks';
import { splitHashtags } from '../content/hashtags';
import { suggestionRenderer, type SuggestionState } from './suggestion-render';

type MentionItem = Awaited<ReturnType<typeof fetchMentions>>[number];
interface MentionSelection {
  id: string;
  label: string;
  kind: 'user' | 'organization';
}

/** Mentions as the server keeps them: `<span data-type="mention" data-id data-kind class="mention">@name</span>`. */
export function createMention(queryClient: QueryClient, state: SuggestionState) {
  return Mention.extend({
    addAttributes() {
      return {
        ...this.parent?.(),
        kind: {
          default: 'user',
          parseHTML: (element) => (element.getAttribute('data-kind') === 'organization' ? 'organization' : 'user'),
          renderHTML: (attributes) => ({ 'data-kind': attributes.kind as string }),
        },
      };
    },
  }).configure({
    HTMLAttributes: { class: 'mention' },
    suggestion: {
      char: '@',
      pluginKey: new PluginKey('mentionSuggestion'),
      // Spec section 5: search above 3 characters, at most 5 results.
      minQueryLength: 4,
      debounce: 250,
      items: ({ query }) => fetchMentions(queryClient, query).catch(() => []),
      render: suggestionRenderer<MentionItem, MentionSelection>(
        (item) => ({
          key: `${item.type}-${item.id}`,
          label: `@${item.name}`,
          detail: item.fullname,
          avatar: item.photoUrl,
        }),
        (item) => ({ id: String(item.id), label: item.name, kind: resultKindOf(item) }),
        state,
      ),
    },
  });
}

function hashtagDecorations(doc: ProseNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    let offset = 0;
    for (const part of splitHashtags(node.text)) {
      const length = typeof part === 'string' ? part.length : part.tag.length;
      if (typeof part !== 'string') {
        decorations.push(Decoration.inline(pos + offset, pos + offset + length, { class: 'hashtag' }));
      }
      offset += length;
    }
  });
  return DecorationSet.create(doc, decorations);
}

const hashtagKey = new PluginKey('hashtagSuggestion');

/** Hashtags stay plain text (the server finds them); here they are coloured and completed from the trends. */
export function createHashtags(queryClient: QueryClient, state: SuggestionState) {
  return Extension.create({
    name: 'hashtags',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('hashtagDecorations'),
          state: {
            init: (_config, editorState) => hashtagDecorations(editorState.doc),
            apply: (tr, old) => (tr.docChanged ? hashtagDecorations(tr.doc) : old),
          },
          props: {
            decorations(editorState) {
              return this.getState(editorState);
            },
          },
        }),
        Suggestion<Trend, { tag: string }>({
          editor: this.editor,
          char: '#',
          pluginKey: hashtagKey,
          minQueryLength: 1,
          items: ({ query }) => {
            const trends = queryClient.getQueryData<Trend[]>(feedKeys.trends()) ?? [];
            const prefix = `#${query.toLowerCase()}`;
            return trends.filter((t) => t.label.startsWith(prefix) && t.label !== prefix).slice(0, 5);
          },
          command: ({ editor, range, props }) => {
            editor
              .chain()
              .focus()
              .insertContentAt(range, { type: 'text', text: `${props.tag} ` })
              .run();
          },
          render: suggestionRenderer<Trend, { tag: string }>(
            (trend) => ({
              key: String(trend.id),
              label: trend.label,
              detail: i18n.t('feed:editor.tagPosts', { count: trend.count }),
            }),
            (trend) => ({ tag: trend.label }),
            state,
          ),
        }),
      ];
    },
  });
}
