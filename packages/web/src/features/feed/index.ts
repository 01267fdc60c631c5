// What the rest of the app may use of features/feed; everything else in this folder is its own.
export { EmptyFeed } from './EmptyFeed';
export { FeedList } from './FeedList';
export { PostComposer } from './PostComposer';
export { PostCard } from './card/PostCard';
export { LazyRichEditor } from './editor/LazyRichEditor';
export type { EditorValue } from './editor/LazyRichEditor';
export { feedTypes, setFeedType, useFeedType } from './feed-type';
export type { FeedTypeId } from './feed-type';
export { feedKeys, flattenPages, nextFeedPage, useGalleryQuery, useTrendsQuery } from './hooks';
