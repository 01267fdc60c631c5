// What the rest of the app may use of features/graph; everything else in this folder is its own.
export { BlockedList } from './BlockedList';
export { SearchResults, resultPath } from './SearchResults';
export { ConfirmModal } from './components/ConfirmModal';
export { ConnectButtons } from './components/ConnectButtons';
export { FollowButton } from './components/FollowButton';
export { MoreMenu } from './components/MoreMenu';
export { PeopleCounts } from './components/PeopleCounts';
export { ReportMenu } from './components/ReportMenu';
export { ReportModal } from './components/ReportModal';
export {
  graphKeys,
  invalidateConnections,
  useAnswerRequestMutation,
  useBlockMutation,
  useConnectionRequestsQuery,
  useSearchQuery,
  useUnblockMutation,
} from './hooks';
