/** Reference data seeded into every database and used by forms on both sides. */

export const LANGUAGES = ['en', 'fr', 'de', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export function toLanguage(value: string | undefined | null): Language {
  const v = (value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : DEFAULT_LANGUAGE;
}

export const FRANCE_REGIONS = [
  'DR Rennes',
  'DR IDF Nord',
  'DR Bordeaux',
  'DR Toulouse',
  'DR Lyon',
  'DR Nantes',
  'DR Metz',
] as const;

export interface BrandRef {
  id: number;
  name: string;
  colour: string;
  /** Professional (LCV) line shown as text, never as a logo chip. */
  professional?: boolean;
}

/** Brands with their colours (spec 001 §3, 002 §3). Ids are stable: later tables refer to them. */
export const BRANDS: readonly BrandRef[] = [
  { id: 1, name: 'Citroen', colour: '#DA291C' },
  { id: 2, name: 'Peugeot', colour: '#1A1A1A' },
  { id: 3, name: 'DS Automobiles', colour: '#8C7A5B' },
  { id: 4, name: 'Opel', colour: '#F7D117' },
  { id: 5, name: 'Vauxhall', colour: '#E4002B' },
  { id: 6, name: 'Spoticar', colour: '#F39200' },
  { id: 7, name: 'Fiat', colour: '#A6192E' },
  { id: 8, name: 'Abarth', colour: '#C8102E' },
  { id: 9, name: 'Alfa Romeo', colour: '#8F0E1F' },
  { id: 10, name: 'Chrysler', colour: '#0B2240' },
  { id: 11, name: 'Comau', colour: '#00509D' },
  { id: 12, name: 'Dodge', colour: '#B3001B' },
  { id: 13, name: 'Jeep', colour: '#4B5320' },
  { id: 14, name: 'Maserati', colour: '#0C2340' },
  { id: 15, name: 'Mopar', colour: '#0057B8' },
  { id: 16, name: 'RAM', colour: '#3A3A3A' },
  { id: 17, name: 'SRT', colour: '#D50032' },
  { id: 18, name: 'Teksid', colour: '#5B6770' },
  { id: 19, name: 'Lancia', colour: '#003DA5' },
  { id: 20, name: 'Fiat Professional', colour: '#5C6670', professional: true },
  { id: 21, name: 'PSA Multibrand', colour: '#243782' },
  { id: 22, name: 'Leapmotor', colour: '#2C5F8A' },
  { id: 23, name: 'Peugeot Professional', colour: '#1A1A1A', professional: true },
  { id: 24, name: 'Citroen Professional', colour: '#DA291C', professional: true },
  { id: 25, name: 'Opel Professional', colour: '#F7D117', professional: true },
  { id: 26, name: 'Non-PSA Brand', colour: '#9E9E9E' },
];

/** Excluded from the brand lookup (spec 000 §3). */
export const NON_PSA_BRAND = 'Non-PSA Brand';

/** Tutorial groups hidden from the tutorial list, and the one relabelled (spec 000 §3). */
export const HIDDEN_TUTORIAL_GROUPS = ['Peugeot Professional', 'Citroen Professional', 'Opel Professional'];
export const TUTORIAL_GROUP_LABELS: Record<string, string> = { 'Fiat Professional': 'PROFESSIONAL' };

export interface CountryRef {
  code: string;
  label: string;
  phonePrefix: string;
  /** Member of the 47-country EE cluster (spec 002 §5). */
  ee: boolean;
}

const c = (code: string, label: string, phonePrefix: string, ee = true): CountryRef => ({
  code,
  label,
  phonePrefix,
  ee,
});

/** Countries offered as markets: the 47 countries of the EE cluster and a few beyond it. */
export const COUNTRIES: readonly CountryRef[] = [
  c('AL', 'Albania', '+355'),
  c('AD', 'Andorra', '+376'),
  c('AT', 'Austria', '+43'),
  c('BY', 'Belarus', '+375'),
  c('BE', 'Belgium', '+32'),
  c('BA', 'Bosnia and Herzegovina', '+387'),
  c('BG', 'Bulgaria', '+359'),
  c('HR', 'Croatia', '+385'),
  c('CY', 'Cyprus', '+357'),
  c('CZ', 'Czech Republic', '+420'),
  c('DK', 'Denmark', '+45'),
  c('EE', 'Estonia', '+372'),
  c('FI', 'Finland', '+358'),
  c('FR', 'France', '+33'),
  c('DE', 'Germany', '+49'),
  c('GR', 'Greece', '+30'),
  c('HU', 'Hungary', '+36'),
  c('IS', 'Iceland', '+354'),
  c('IE', 'Ireland', '+353'),
  c('IT', 'Italy', '+39'),
  c('XK', 'Kosovo', '+383'),
  c('LV', 'Latvia', '+371'),
  c('LI', 'Liechtenstein', '+423'),
  c('LT', 'Lithuania', '+370'),
  c('LU', 'Luxembourg', '+352'),
  c('MT', 'Malta', '+356'),
  c('MD', 'Moldova', '+373'),
  c('MC', 'Monaco', '+377'),
  c('ME', 'Montenegro', '+382'),
  c('NL', 'Netherlands', '+31'),
  c('MK', 'North Macedonia', '+389'),
  c('NO', 'Norway', '+47'),
  c('PL', 'Poland', '+48'),
  c('PT', 'Portugal', '+351'),
  c('RO', 'Romania', '+40'),
  c('SM', 'San Marino', '+378'),
  c('RS', 'Serbia', '+381'),
  c('SK', 'Slovakia', '+421'),
  c('SI', 'Slovenia', '+386'),
  c('ES', 'Spain', '+34'),
  c('SE', 'Sweden', '+46'),
  c('CH', 'Switzerland', '+41'),
  c('TR', 'Turkey', '+90'),
  c('UA', 'Ukraine', '+380'),
  c('GB', 'United Kingdom', '+44'),
  c('VA', 'Vatican City', '+39'),
  c('GI', 'Gibraltar', '+350'),
  c('MA', 'Morocco', '+212', false),
  c('DZ', 'Algeria', '+213', false),
  c('TN', 'Tunisia', '+216', false),
  c('ZA', 'South Africa', '+27', false),
];

const COUNTRY_LABELS = new Map(COUNTRIES.map((c) => [c.code, c.label]));
/**
 * A country's name as seeded, stored and sent (English), by ISO code; the code itself when unknown.
 * The one source of country names: the `countries` table is a copy seeded from COUNTRIES (kept for its
 * foreign keys) and is not read for names; what a person reads is the pack text (`countryKey`).
 */
export const countryLabelOf = (code: string): string => COUNTRY_LABELS.get(code) ?? code;
/** Whether the ISO code names one of our countries (COUNTRIES). */
export const isKnownCountry = (code: string): boolean => COUNTRY_LABELS.has(code);

export const CONTRACT_TYPES = [
  'Sales and After-Sales',
  'Sales Only',
  'After-Sales Only',
  'Sales Agent',
  'Used Vehicles Only',
] as const;

/** The "EE Cluster" box selects these 47 countries (spec 002 §5; the reference data marks them). */
export const EE_CLUSTER: readonly string[] = COUNTRIES.filter((c) => c.ee).map((c) => c.code);
