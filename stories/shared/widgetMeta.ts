import { brandArgTypes } from './brandControls.tsx';

/**
 * The parts of a widget's story meta that every widget declares the same way: the look controls (language,
 * theme, the brand colour pickers) and the Docs page's description of the component.
 */

/** The controls every widget has beside its own props: language, theme and the brand colours. */
export const lookArgTypes = {
  language: { control: 'inline-radio', options: ['it', 'en'] },
  theme: { control: 'inline-radio', options: ['light', 'dark'] },
  ...brandArgTypes,
} as const;

/** The meta's `parameters` carrying the component's description for its Docs page. */
export const componentDocs = (component: string) => ({ docs: { description: { component } } });
