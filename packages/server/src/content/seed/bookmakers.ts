/**
 * Four fictional sample bookmakers (no real brands; links on the reserved example.com domain) and two bonuses
 * each, carrying the 18+ and responsible-gambling wording. A bonus has one name for both languages, so the sample
 * names use words Italian and English share ("Bonus Demo 1", "Bonus Sport Demo 1"); their texts come in both.
 */
export interface SeedBookmaker {
  name: string;
  slug: string;
  url: string;
}

export interface SeedBonus {
  bookmakerSlug: string;
  name: string;
  slug: string;
  url: string;
  bonus: number;
  extraIt: string;
  extraEn: string;
  backgroundColor: string;
  fontColor: string;
  showOnMobile: boolean;
  showOnHome: boolean;
}

export const RESPONSIBLE_WORDING = {
  it: '18+ | Gioca responsabilmente | Concessione ADM di esempio | Si applicano termini e condizioni.',
  en: '18+ | Play responsibly | Sample ADM licence | Terms and conditions apply.',
} as const;

export const SAMPLE_BOOKMAKERS: readonly SeedBookmaker[] = [1, 2, 3, 4].map((n) => ({
  name: `Bookmaker Demo ${n}`,
  slug: `bookmaker-esempio-${n}`,
  url: `https://example.com/bookmaker-esempio-${n}`,
}));

const COLORS = [
  { backgroundColor: '#0b3d2e', fontColor: '#ffffff' },
  { backgroundColor: '#1d3557', fontColor: '#f1faee' },
  { backgroundColor: '#f4a261', fontColor: '#1b1b1b' },
  { backgroundColor: '#5a189a', fontColor: '#ffffff' },
] as const;

export const SAMPLE_BONUSES: readonly SeedBonus[] = SAMPLE_BOOKMAKERS.flatMap((bookmaker, index) => {
  const colors = COLORS[index % COLORS.length]!;
  const n = index + 1;
  return [
    {
      bookmakerSlug: bookmaker.slug,
      name: `Bonus Demo ${n}`,
      slug: `bonus-benvenuto-esempio-${n}`,
      url: `${bookmaker.url}/benvenuto`,
      bonus: [100, 250, 50, 500][index] ?? 100,
      extraIt: 'Bonus sul primo deposito (esempio)',
      extraEn: 'Bonus on the first deposit (sample)',
      ...colors,
      showOnMobile: index < 3,
      showOnHome: true,
    },
    {
      bookmakerSlug: bookmaker.slug,
      name: `Bonus Sport Demo ${n}`,
      slug: `bonus-sport-esempio-${n}`,
      url: `${bookmaker.url}/sport`,
      bonus: [20, 30, 10, 40][index] ?? 20,
      extraIt: 'Scommessa senza rischio sul calcio (esempio)',
      extraEn: 'Risk-free football bet (sample)',
      ...colors,
      showOnMobile: false,
      showOnHome: false,
    },
  ];
});
