import { postKindOf, postKindWire } from '@gamefolk/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../api/client';
import { appendComment, bumpCommentCounts, patchFeedItem, prependPost, removePost, type FeedEntry } from './cache';
import { feedKeys } from './hooks';

/** A post, edit or delete can move the week's tags: the trends box asks again (at once where it is shown). */
const refreshTrends = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: feedKeys.trends() });

export function usePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'post'>) => call('post', input),
    onSuccess: (post) => {
      prependPost(queryClient, post);
      void refreshTrends(queryClient);
    },
  });
}

export function useCommentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'createComment'>) => call('createComment', input),
    onSuccess: (comment) => {
      appendComment(queryClient, comment);
      bumpCommentCounts(queryClient, comment, 1);
    },
  });
}

/** A hit shows at once; the server's answer then sets the real count, and a failure puts the old one back. */
export function useHitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: FeedEntry) => call('like', { id: item.id }),
    onMutate: (item) => {
      patchFeedItem(queryClient, item.id, () => ({
        hit: !item.hit,
        hitCount: Math.max(0, item.hitCount + (item.hit ? -1 : 1)),
      }));
    },
    onError: (_error, item) => patchFeedItem(queryClient, item.id, () => ({ hit: item.hit, hitCount: item.hitCount })),
    onSuccess: ({ hit, hitCount }, item) => {
      patchFeedItem(queryClient, item.id, () => ({ hit, hitCount }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.likes(item.id) });
    },
  });
}

interface RepostInput {
  item: FeedEntry;
  content: string;
  /** Null: the user's own repost; otherwise one in the name of an organization they manage. */
  organizationId: number | null;
}

/**
 * A repost, with an optional quote; reposting a repost shares the original (the server follows it). A plain
 * repost made again takes the first back: the server answers it deleted.
 */
export function useRepostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, content, organizationId }: RepostInput) =>
      call('post', {
        ...postKindWire.repost,
        relatedFeedId: item.id,
        content,
        ...(organizationId !== null && { organizationId }),
      }),
    onSuccess: (repost) => {
      const originalId = repost.relatedFeedId;
      const delta = repost.is_deleted ? -1 : 1;
      if (originalId !== null) {
        patchFeedItem(queryClient, originalId, (item) => ({ repostCount: Math.max(0, item.repostCount + delta) }));
      }
      if (repost.is_deleted) removePost(queryClient, repost.id);
      else prependPost(queryClient, repost);
    },
  });
}

export function useEditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'updateFeed'>) => call('updateFeed', input),
    onSuccess: ({ changed, relatedFeed: _related, ...item }) => {
      if (!changed) return;
      void refreshTrends(queryClient);
      patchFeedItem(queryClient, item.id, () => ({
        content: item.content,
        feedAttachments: item.feedAttachments,
        edited: item.edited,
        updated_at: item.updated_at,
      }));
    },
  });
}

/** A deleted post stays in place as "deleted", so a thread under it keeps its shape. */
export function useDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: FeedEntry) => call('deleteFeed', { id: item.id }),
    onSuccess: (_result, item) => {
      patchFeedItem(queryClient, item.id, () => ({ is_deleted: true, content: '', feedAttachments: [] }));
      void refreshTrends(queryClient);
      const kind = postKindOf(item);
      if (kind === 'comment') bumpCommentCounts(queryClient, item, -1);
      if (kind === 'repost' && item.relatedFeedId !== null) {
        patchFeedItem(queryClient, item.relatedFeedId, (related) => ({
          repostCount: Math.max(0, related.repostCount - 1),
        }));
      }
    },
  });
}
