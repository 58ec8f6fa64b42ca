/**
 * A word that names the kind of club rather than the club: an abbreviation in capitals ("FC", "SSC", "AJ", "OGC")
 * or a founding year or number ("1919", "29", "1.").
 */
const CLUB_WORD = /^(\p{Lu}{1,4}|[\d.]+)$/u;

/**
 * The name a narrow list shows for a team: its official name without the club-type abbreviations and founding
 * years — "FC Internazionale Milano" → "Internazionale Milano", "US Salernitana 1919" → "Salernitana", "AC Milan"
 * → "Milan", "Tottenham Hotspur FC" → "Tottenham Hotspur". A name made only of such words ("PSV", "USA") stays.
 */
export function shortTeamName(name: string): string {
  const words = name.split(' ').filter((word) => !CLUB_WORD.test(word));
  return words.length > 0 ? words.join(' ') : name;
}
