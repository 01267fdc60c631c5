// What the rest of the app may use of features/gifs; everything else in this folder is its own.
export { GifButton } from './GifButton';
export { isGiphyMediaUrl } from './giphy-url';
