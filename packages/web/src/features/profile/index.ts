// What the rest of the app may use of features/profile; everything else in this folder is its own.
export { CountryLabel } from './CountryLabel';
