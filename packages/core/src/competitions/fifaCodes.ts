/**
 * FIFA (and openfootball) three-letter country codes → ISO 3166-1 alpha-2, for Intl.DisplayNames and flag emoji.
 * The four British associations have no ISO code: see `countries.ts`. `MCO` is openfootball's code for Monaco.
 */
// prettier-ignore
export const FIFA_TO_ISO2: Readonly<Record<string, string>> = {
  AFG: 'AF', ALB: 'AL', ALG: 'DZ', ASA: 'AS', AND: 'AD', ANG: 'AO', AIA: 'AI', ATG: 'AG', ARG: 'AR', ARM: 'AM',
  ARU: 'AW', AUS: 'AU', AUT: 'AT', AZE: 'AZ', BAH: 'BS', BHR: 'BH', BAN: 'BD', BRB: 'BB', BLR: 'BY', BEL: 'BE',
  BLZ: 'BZ', BEN: 'BJ', BER: 'BM', BHU: 'BT', BOL: 'BO', BIH: 'BA', BOT: 'BW', BRA: 'BR', VGB: 'VG', BRU: 'BN',
  BUL: 'BG', BFA: 'BF', BDI: 'BI', CAM: 'KH', CMR: 'CM', CAN: 'CA', CPV: 'CV', CAY: 'KY', CTA: 'CF', CHA: 'TD',
  CHI: 'CL', CHN: 'CN', TPE: 'TW', COL: 'CO', COM: 'KM', CGO: 'CG', COD: 'CD', COK: 'CK', CRC: 'CR', CRO: 'HR',
  CUB: 'CU', CUW: 'CW', CYP: 'CY', CZE: 'CZ', DEN: 'DK', DJI: 'DJ', DMA: 'DM', DOM: 'DO', ECU: 'EC', EGY: 'EG',
  SLV: 'SV', EQG: 'GQ', ERI: 'ER', EST: 'EE', SWZ: 'SZ', ETH: 'ET', FRO: 'FO', FIJ: 'FJ', FIN: 'FI', FRA: 'FR',
  GAB: 'GA', GAM: 'GM', GEO: 'GE', GER: 'DE', GHA: 'GH', GIB: 'GI', GRE: 'GR', GRN: 'GD', GUM: 'GU', GUA: 'GT',
  GUI: 'GN', GNB: 'GW', GUY: 'GY', HAI: 'HT', HON: 'HN', HKG: 'HK', HUN: 'HU', ISL: 'IS', IND: 'IN', IDN: 'ID',
  IRN: 'IR', IRQ: 'IQ', ISR: 'IL', ITA: 'IT', CIV: 'CI', JAM: 'JM', JPN: 'JP', JOR: 'JO', KAZ: 'KZ', KEN: 'KE',
  PRK: 'KP', KOR: 'KR', KOS: 'XK', KUW: 'KW', KGZ: 'KG', LAO: 'LA', LVA: 'LV', LBN: 'LB', LES: 'LS', LBR: 'LR',
  LBY: 'LY', LIE: 'LI', LTU: 'LT', LUX: 'LU', MAC: 'MO', MAD: 'MG', MWI: 'MW', MAS: 'MY', MDV: 'MV', MLI: 'ML',
  MLT: 'MT', MTN: 'MR', MRI: 'MU', MEX: 'MX', MDA: 'MD', MNG: 'MN', MNE: 'ME', MSR: 'MS', MAR: 'MA', MOZ: 'MZ',
  MYA: 'MM', NAM: 'NA', NEP: 'NP', NED: 'NL', NCL: 'NC', NZL: 'NZ', NCA: 'NI', NIG: 'NE', NGA: 'NG', MKD: 'MK',
  NOR: 'NO', OMA: 'OM', PAK: 'PK', PLE: 'PS', PAN: 'PA', PNG: 'PG', PAR: 'PY', PER: 'PE', PHI: 'PH', POL: 'PL',
  POR: 'PT', PUR: 'PR', QAT: 'QA', IRL: 'IE', ROU: 'RO', RUS: 'RU', RWA: 'RW', SKN: 'KN', LCA: 'LC', VIN: 'VC',
  SAM: 'WS', SMR: 'SM', STP: 'ST', KSA: 'SA', SEN: 'SN', SRB: 'RS', SEY: 'SC', SLE: 'SL', SIN: 'SG', SVK: 'SK',
  SVN: 'SI', SOL: 'SB', SOM: 'SO', RSA: 'ZA', SSD: 'SS', ESP: 'ES', SRI: 'LK', SDN: 'SD', SUR: 'SR', SWE: 'SE',
  SUI: 'CH', SYR: 'SY', TAH: 'PF', TJK: 'TJ', TAN: 'TZ', THA: 'TH', TLS: 'TL', TOG: 'TG', TGA: 'TO', TRI: 'TT',
  TUN: 'TN', TUR: 'TR', TKM: 'TM', TCA: 'TC', UGA: 'UG', UKR: 'UA', UAE: 'AE', USA: 'US', URU: 'UY', VIR: 'VI',
  UZB: 'UZ', VAN: 'VU', VEN: 'VE', VIE: 'VN', YEM: 'YE', ZAM: 'ZM', ZIM: 'ZW',
  // Not FIFA members, but used by openfootball / confederation-level football.
  MCO: 'MC', GLP: 'GP', MTQ: 'MQ', GUF: 'GF', REU: 'RE', MYT: 'YT', SMN: 'MF', SMA: 'SX', BOE: 'BQ', GRL: 'GL',
  VAT: 'VA', NIU: 'NU', TUV: 'TV', KIR: 'KI', FSM: 'FM', PLW: 'PW',
};
