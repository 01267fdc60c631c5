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

/**
 * Mantine's accents with shades 7–9 darkened where they fell short of AA: shade 7 is a filled control's background
 * under white text, a coloured text and an outline on the light page; 9 is the light variant's text on shade 1.
 * Shades 0–6 are Mantine's (the dark scheme reads 0 and 4). contrast.test.ts holds every pair.
 */
export const accents = {
  red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252', '#ce3535', '#be2a2a', '#a12222'],
  pink: ['#fff0f6', '#ffdeeb', '#fcc2d7', '#faa2c1', '#f783ac', '#f06595', '#e64980', '#cb3067', '#bc2459', '#a61e4d'],
  grape: ['#f8f0fc', '#f3d9fa', '#eebefa', '#e599f7', '#da77f2', '#cc5de8', '#be4bdb', '#a93cc3', '#9935b1', '#862e9c'],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#7950f2',
    '#7048e8',
    '#6540d5',
    '#5f3dc4',
  ],
  indigo: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#4c6ef5',
    '#4162e9',
    '#3958d4',
    '#364fc7',
  ],
  blue: ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1971c1', '#1766af', '#145490'],
  cyan: ['#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#15aabf', '#0d7a8a', '#0a6e7f', '#095f6e'],
  teal: ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#097e5b', '#077251', '#066347'],
  green: ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#277e37', '#227231', '#1f632d'],
  lime: ['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#4e7b0f', '#436f0a', '#3e6309'],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#fab005',
    '#986300',
    '#905400',
    '#884600',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#fd7e14',
    '#b94d05',
    '#a94109',
    '#96320a',
  ],
} satisfies Record<string, MantineColorsTuple>;
