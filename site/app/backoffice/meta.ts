import type { MetaDescriptor } from 'react-router';

/** SPEC §2: every back-office page asks robots for noindex, nofollow. */
export function backofficeMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Area Riservata` }, { name: 'robots', content: 'noindex, nofollow' }];
}
