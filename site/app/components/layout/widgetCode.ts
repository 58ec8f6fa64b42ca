/**
 * The widgets' own modules, for islands' `load` (decision 009). A dynamic import of the `@pallone/widgets` barrel
 * would keep every widget in the first load (the barrel is imported statically elsewhere), so these point at the
 * widget's folder in the workspace source, which the site builds from anyway.
 */
export const loadStandings = () =>
  import('../../../../packages/widgets/src/Standings/index.ts').then((module) => module.Standings);

export const loadBonusBanner = () =>
  import('../../../../packages/widgets/src/BonusBanner/index.ts').then((module) => module.BonusBanner);
