/**
 * Where the demo creators live: every country of src/domain/countries.ts, the languages its creators make content
 * in (the first always), a few towns with their region, the shape of its postal codes and how its streets are
 * written. Enough to give each demo creator a plausible shipping address; no real person lives at any of them.
 */
import type { CreatorCountry, CreatorLanguage } from '../../../src/domain/creators';

/** '#' is a digit and 'A' a capital letter; anything else is kept (SW1A 1AA is 'AA#A #AA'). */
type PostalPattern = string;
/** How a street is written: number first (12 Oak Street), number last (Calle Mayor 12), or after a comma. */
type StreetOrder = 'first' | 'last';

export type Place = {
  languages: CreatorLanguage[];
  towns: Array<[city: string, region: string]>;
  postal: PostalPattern | null;
  streets: string[];
  order: StreetOrder;
};

const EN_STREETS = ['Maple Street', 'Oak Avenue', 'Park Road', 'Cedar Lane', 'Hill Street', 'Lake Drive'];
const ES_STREETS = [
  'Calle Mayor',
  'Avenida del Sol',
  'Calle de la Luna',
  'Paseo de las Flores',
  'Calle Real',
];
const PT_STREETS = ['Rua das Flores', 'Avenida Paulista', 'Rua do Sol', 'Rua da Praia'];
const FR_STREETS = ['rue des Lilas', 'avenue Victor Hugo', 'rue du Marché', 'boulevard Voltaire'];
const DE_STREETS = ['Lindenstraße', 'Bahnhofstraße', 'Gartenweg', 'Schulstraße'];
const IT_STREETS = ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via dei Mille'];
const NORTH_STREETS = ['Storgatan', 'Kirkegata', 'Hovedgaden', 'Mannerheimintie'];

const en = (towns: Place['towns'], postal: PostalPattern | null, languages: CreatorLanguage[] = ['en']) => ({
  languages,
  towns,
  postal,
  streets: EN_STREETS,
  order: 'first' as const,
});
const es = (
  towns: Place['towns'],
  postal: PostalPattern | null,
  languages: CreatorLanguage[] = ['es', 'en'],
) => ({
  languages,
  towns,
  postal,
  streets: ES_STREETS,
  order: 'last' as const,
});
const local = (
  languages: CreatorLanguage[],
  towns: Place['towns'],
  postal: PostalPattern | null,
  streets: string[],
  order: StreetOrder = 'last',
) => ({ languages, towns, postal, streets, order });

export const PLACES: Record<CreatorCountry, Place> = {
  US: en(
    [
      ['Austin', 'TX'],
      ['Los Angeles', 'CA'],
      ['Brooklyn', 'NY'],
      ['Miami', 'FL'],
      ['Chicago', 'IL'],
      ['Denver', 'CO'],
      ['Atlanta', 'GA'],
      ['Seattle', 'WA'],
      ['Honolulu', 'HI'],
      ['Phoenix', 'AZ'],
    ],
    '#####',
    ['en', 'es'],
  ),
  CA: en(
    [
      ['Toronto', 'ON'],
      ['Vancouver', 'BC'],
      ['Montréal', 'QC'],
    ],
    'A#A #A#',
    ['en', 'fr'],
  ),
  MX: es(
    [
      ['Ciudad de México', 'CDMX'],
      ['Guadalajara', 'Jalisco'],
      ['Monterrey', 'Nuevo León'],
    ],
    '#####',
  ),
  AR: es([['Buenos Aires', 'CABA']], 'A####AAA', ['es', 'it']),
  BO: es([['La Paz', 'La Paz']], '####', ['es']),
  BR: local(
    ['pt', 'es'],
    [
      ['São Paulo', 'SP'],
      ['Rio de Janeiro', 'RJ'],
    ],
    '#####-###',
    PT_STREETS,
  ),
  CL: es([['Santiago', 'Región Metropolitana']], '#######', ['es']),
  CO: es(
    [
      ['Bogotá', 'Cundinamarca'],
      ['Medellín', 'Antioquia'],
    ],
    '######',
  ),
  CR: es([['San José', 'San José']], '#####'),
  CU: es([['La Habana', 'La Habana']], '#####', ['es']),
  DO: es([['Santo Domingo', 'Distrito Nacional']], '#####'),
  EC: es([['Quito', 'Pichincha']], '######', ['es']),
  SV: es([['San Salvador', 'San Salvador']], '####', ['es']),
  GT: es([['Ciudad de Guatemala', 'Guatemala']], '#####', ['es']),
  HN: es([['Tegucigalpa', 'Francisco Morazán']], '#####', ['es']),
  NI: es([['Managua', 'Managua']], '#####', ['es']),
  PA: es([['Ciudad de Panamá', 'Panamá']], '####'),
  PY: es([['Asunción', 'Central']], '####', ['es']),
  PE: es([['Lima', 'Lima']], '#####'),
  PR: es([['San Juan', 'PR']], '009##', ['es', 'en']),
  UY: es([['Montevideo', 'Montevideo']], '#####'),
  VE: es([['Caracas', 'Distrito Capital']], '####', ['es']),
  ES: es(
    [
      ['Madrid', 'Madrid'],
      ['Barcelona', 'Cataluña'],
      ['Valencia', 'Valencia'],
    ],
    '#####',
  ),
  GB: en(
    [
      ['London', 'Greater London'],
      ['Manchester', 'Greater Manchester'],
    ],
    'AA# #AA',
  ),
  IE: en([['Dublin', 'Co. Dublin']], 'A## A#A#'),
  FR: local(
    ['fr', 'en'],
    [
      ['Paris', 'Île-de-France'],
      ['Lyon', 'Auvergne-Rhône-Alpes'],
    ],
    '#####',
    FR_STREETS,
    'first',
  ),
  DE: local(
    ['de', 'en'],
    [
      ['Berlin', 'Berlin'],
      ['München', 'Bayern'],
    ],
    '#####',
    DE_STREETS,
  ),
  IT: local(
    ['it', 'en'],
    [
      ['Milano', 'MI'],
      ['Roma', 'RM'],
    ],
    '#####',
    IT_STREETS,
  ),
  PT: local(['pt', 'en'], [['Lisboa', 'Lisboa']], '####-###', PT_STREETS),
  NL: local(['nl', 'en'], [['Amsterdam', 'Noord-Holland']], '#### AA', ['Prinsengracht', 'Keizersgracht']),
  BE: local(['nl', 'fr'], [['Bruxelles', 'Bruxelles-Capitale']], '####', FR_STREETS),
  CH: local(['de', 'fr', 'it'], [['Zürich', 'ZH']], '####', DE_STREETS),
  AT: local(['de', 'en'], [['Wien', 'Wien']], '####', DE_STREETS),
  SE: local(['sv', 'en'], [['Stockholm', 'Stockholms län']], '### ##', NORTH_STREETS),
  NO: local(['no', 'en'], [['Oslo', 'Oslo']], '####', NORTH_STREETS),
  DK: local(['da', 'en'], [['København', 'Hovedstaden']], '####', NORTH_STREETS),
  FI: local(['fi', 'sv'], [['Helsinki', 'Uusimaa']], '#####', NORTH_STREETS),
  PL: local(['pl', 'en'], [['Warszawa', 'Mazowieckie']], '##-###', ['ulica Marszałkowska', 'ulica Długa']),
  CZ: local(['cs', 'en'], [['Praha', 'Praha']], '### ##', ['Národní', 'Vodičkova']),
  GR: local(['el', 'en'], [['Athína', 'Attikí']], '### ##', ['Ermou', 'Stadiou']),
  RO: local(['ro', 'en'], [['București', 'București']], '######', ['Strada Lipscani', 'Calea Victoriei']),
  HU: local(['hu', 'en'], [['Budapest', 'Budapest']], '####', ['Andrássy út', 'Váci utca']),
  UA: local(['uk', 'en'], [['Kyiv', 'Kyiv']], '#####', ['Khreshchatyk', 'Volodymyrska']),
  TR: local(['tr', 'en'], [['İstanbul', 'İstanbul']], '#####', ['İstiklal Caddesi', 'Bağdat Caddesi']),
  IL: local(['he', 'en'], [['Tel Aviv', 'Tel Aviv']], '#######', [
    'Rothschild Boulevard',
    'Dizengoff Street',
  ]),
  AE: local(['ar', 'en'], [['Dubai', 'Dubai']], null, ['Al Wasl Road', 'Jumeirah Street'], 'first'),
  SA: local(['ar', 'en'], [['Riyadh', 'Riyadh']], '#####', ['King Fahd Road', 'Olaya Street'], 'first'),
  EG: local(['ar', 'en'], [['Cairo', 'Cairo']], '#####', ['Tahrir Street', 'Nile Corniche'], 'first'),
  ZA: en([['Cape Town', 'Western Cape']], '####'),
  NG: en([['Lagos', 'Lagos']], '######'),
  KE: en([['Nairobi', 'Nairobi']], '#####', ['en', 'sw']),
  MA: local(['ar', 'fr'], [['Casablanca', 'Casablanca-Settat']], '#####', FR_STREETS, 'first'),
  IN: en(
    [
      ['Mumbai', 'Maharashtra'],
      ['Bengaluru', 'Karnataka'],
    ],
    '######',
    ['hi', 'en'],
  ),
  PK: en([['Lahore', 'Punjab']], '#####', ['ur', 'en']),
  BD: en([['Dhaka', 'Dhaka']], '####', ['bn', 'en']),
  CN: en([['Shanghai', 'Shanghai']], '######', ['zh', 'en']),
  HK: en([['Kowloon', 'Hong Kong']], null, ['zh', 'en']),
  TW: en([['Taipei', 'Taipei']], '###', ['zh', 'en']),
  JP: en(
    [
      ['Tokyo', 'Tokyo'],
      ['Osaka', 'Osaka'],
    ],
    '###-####',
    ['ja', 'en'],
  ),
  KR: en([['Seoul', 'Seoul']], '#####', ['ko', 'en']),
  SG: en([['Singapore', 'Singapore']], '######', ['en', 'zh', 'ms']),
  MY: en([['Kuala Lumpur', 'Wilayah Persekutuan']], '#####', ['ms', 'en']),
  TH: en([['Bangkok', 'Bangkok']], '#####', ['th', 'en']),
  VN: en([['Ho Chi Minh City', 'Ho Chi Minh']], '######', ['vi', 'en']),
  PH: en([['Manila', 'Metro Manila']], '####', ['tl', 'en']),
  ID: en([['Jakarta', 'DKI Jakarta']], '#####', ['id', 'en']),
  AU: en(
    [
      ['Sydney', 'NSW'],
      ['Melbourne', 'VIC'],
    ],
    '####',
  ),
  NZ: en([['Auckland', 'Auckland']], '####'),
};

/** A postal code of the pattern, its digits and letters drawn by `next`. */
export function postalCodeOf(pattern: PostalPattern, next: () => number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXY';
  return [...pattern]
    .map((symbol) =>
      symbol === '#'
        ? String(Math.floor(next() * 10))
        : symbol === 'A'
          ? letters[Math.floor(next() * letters.length)]!
          : symbol,
    )
    .join('');
}
