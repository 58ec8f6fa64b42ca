/**
 * The partner guide (stories/Embed/PartnerGuide.tsx) as static HTML, for a page the real embed script then
 * mounts. The story modules are loaded by path at run time (vite compiles their TSX), so this project's
 * TypeScript build does not need JSX.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const load = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>;

export async function renderGuide(language: 'it' | 'en'): Promise<string> {
  const guide = await load(new URL('../../../stories/Embed/PartnerGuide.tsx', import.meta.url).pathname);
  const widgets = await load('@pallone/widgets');
  const PartnerGuide = guide.PartnerGuide as ComponentType<{ language: 'it' | 'en' }>;
  const PalloneProvider = widgets.PalloneProvider as ComponentType<{
    language: 'it' | 'en';
    children: unknown;
  }>;
  return renderToStaticMarkup(
    createElement(PalloneProvider, { language, children: createElement(PartnerGuide, { language }) }),
  );
}
