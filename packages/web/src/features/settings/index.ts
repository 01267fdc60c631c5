// What the rest of the app may use of features/settings; everything else in this folder is its own.
export { useMutesQuery, useMuteMutation, useUnmuteMutation } from './attention-hooks';
