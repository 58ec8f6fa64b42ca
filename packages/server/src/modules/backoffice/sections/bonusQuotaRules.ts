/**
 * The rules of a boosted-odds offer beyond its schema, each a 400 naming the field: the selection belongs to the
 * market, boosted odds > usual odds > 1, validTo after validFrom.
 */
import { BadRequestError } from '../../../http/errors.ts';
import { SELECTIONS_OF_MARKET, type BonusQuotaCreate } from '@pallone/contract';

export function checkQuotaRules(input: BonusQuotaCreate): void {
  const selections = SELECTIONS_OF_MARKET[input.market];
  if (!selections.includes(input.selection)) {
    throw new BadRequestError(
      `Field "selection" must be one of ${selections.join(', ')} for market ${input.market}`,
      'selection',
    );
  }
  if (!(input.usualOdds > 1))
    throw new BadRequestError('Field "usualOdds" must be greater than 1', 'usualOdds');
  if (!(input.boostedOdds > input.usualOdds)) {
    throw new BadRequestError('Field "boostedOdds" must be greater than usualOdds', 'boostedOdds');
  }
  if (!(Date.parse(input.validTo) > Date.parse(input.validFrom))) {
    throw new BadRequestError('Field "validTo" must be after validFrom', 'validTo');
  }
}
