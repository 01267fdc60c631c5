import type { MantineColorsTuple } from '@mantine/core';

/** Violet-indigo accent; shade 7 carries white text at 5.8:1, shade 4 reads on dark surfaces at 5.7:1. */
export const brand: MantineColorsTuple = [
  '#f2efff',
  '#e3dcff',
  '#c9bbff',
  '#ad98ff',
  '#9a80ff',
  '#8a6bff',
  '#7b57fa',
  '#6a45e8',
  '#5a37cc',
  '#4a2ca8',
];

/** Deep blue-black surfaces: 0 is text, 2 dimmed, 3 placeholder, 6 inputs, 7 page body. */
export const dark: MantineColorsTuple = [
  '#e6e8f2',
  '#c5c9d8',
  '#a3a9bf',
  '#8a90a8',
  '#363b52',
  '#2a2f44',
  '#1e2233',
  '#11131d',
  '#0c0e16',
  '#08090f',
];

/** Cool greys whose 5 (placeholder) and 6 (dimmed) keep AA on white and on the light page body. */
export const gray: MantineColorsTuple = [
  '#f7f8fb',
  '#eef0f5',
  '#e4e6ef',
  '#d5d8e3',
  '#c3c7d5',
  '#6b7185',
  '#5c6275',
  '#474c5e',
  '#2f3343',
  '#1b1e2a',
];

/** Page bodies and the raised surfaces (header, sidebar, cards) per scheme. */
export const surfaces = {
  light: { body: '#f4f5f9', surface: '#ffffff', text: '#151826', error: '#c92a2a' },
  dark: { body: dark[7], surface: '#161926', text: dark[0], error: '#ff8787' },
} as const;
