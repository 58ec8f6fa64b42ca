/**
 * Maximum a-posteriori fit of the Poisson part of the model by block coordinate ascent (deterministic):
 *
 *   log λ_home = μ + h·[not neutral] + attack[home] − defence[away]
 *   log λ_away = μ + attack[away] − defence[home]
 *
 * with time-decay weights on the log-likelihood and a hierarchical normal prior: a team's attack (defence) is
 * centred on its league's mean, plus a shared offset for teams new to their league (promoted clubs); league
 * means are centred on 0. Given the other parameters, every attack rating has its own 1-D concave problem
 * (likewise defence, μ, h), solved with a Newton step; a Newton step on each league's overall level (all its
 * teams' attack and defence together) speeds up leagues linked only by a few cup matches; league means and the
 * new-team offsets have closed forms (hyperPriors.ts). Stops when no parameter moves by more than 1e-7.
 */
import type { FitData } from './fitData.ts';
import { updateHyperPriors } from './hyperPriors.ts';
import type { FitOptions } from './types.ts';

export interface Ratings {
  mu: number;
  homeAdvantage: number;
  attack: Float64Array;
  defence: Float64Array;
  leagueAttack: Float64Array;
  leagueDefence: Float64Array;
  newTeamAttack: number;
  newTeamDefence: number;
  sweeps: number;
  converged: boolean;
}

const MAX_SWEEPS = 1000;
const TOLERANCE = 1e-7;
const MAX_STEP = 1;
/** Weak prior on home advantage N(0.25, 1): keeps it defined when there is no data. */
const HOME_PRIOR_MEAN = 0.25;
const HOME_PRIOR_PRECISION = 1;

const clampStep = (step: number): number => Math.max(-MAX_STEP, Math.min(MAX_STEP, step));

export function fitRatings(data: FitData, options: FitOptions): Ratings {
  const teams = data.teamIds.length;
  const leagues = data.leagueKeys.length;
  const matches = data.home.length;
  const teamPrecision = 1 / options.teamSd ** 2;
  const leaguePrecision = 1 / options.leagueSd ** 2;
  const offsetPrecision = 1 / options.newTeamOffsetSd ** 2;

  const r: Ratings = {
    mu: initialMu(data),
    homeAdvantage: HOME_PRIOR_MEAN,
    attack: new Float64Array(teams),
    defence: new Float64Array(teams),
    leagueAttack: new Float64Array(leagues),
    leagueDefence: new Float64Array(leagues),
    newTeamAttack: options.newTeamOffset,
    newTeamDefence: options.newTeamOffset,
    sweeps: 0,
    converged: false,
  };
  for (let i = 0; i < teams; i++) {
    if (data.teamIsNew[i]) {
      r.attack[i] = r.newTeamAttack;
      r.defence[i] = r.newTeamDefence;
    }
  }

  const lambdaHome = new Float64Array(matches);
  const lambdaAway = new Float64Array(matches);
  const gradient = new Float64Array(teams);
  const curvature = new Float64Array(teams);
  const refresh = (): void => {
    for (let k = 0; k < matches; k++) {
      const h = data.home[k]!;
      const a = data.away[k]!;
      lambdaHome[k] = Math.exp(r.mu + r.homeAdvantage * data.hasHome[k]! + r.attack[h]! - r.defence[a]!);
      lambdaAway[k] = Math.exp(r.mu + r.attack[a]! - r.defence[h]!);
    }
  };
  const priorMean = (league: Float64Array, offset: number, i: number): number =>
    league[data.teamLeague[i]!]! + (data.teamIsNew[i] ? offset : 0);

  /** One Newton step on every attack (sign 1) or defence (sign −1) rating; returns the largest change. */
  const updateTeams = (ratings: Float64Array, league: Float64Array, offset: number, sign: 1 | -1): number => {
    gradient.fill(0);
    curvature.fill(0);
    for (let k = 0; k < matches; k++) {
      const w = data.weight[k]!;
      // attack: home team drives λ_home, away team drives λ_away; defence: the other way round.
      const forHome = sign === 1 ? data.home[k]! : data.away[k]!;
      const forAway = sign === 1 ? data.away[k]! : data.home[k]!;
      gradient[forHome]! += sign * w * (data.homeGoals[k]! - lambdaHome[k]!);
      curvature[forHome]! += w * lambdaHome[k]!;
      gradient[forAway]! += sign * w * (data.awayGoals[k]! - lambdaAway[k]!);
      curvature[forAway]! += w * lambdaAway[k]!;
    }
    let change = 0;
    for (let i = 0; i < teams; i++) {
      const g = gradient[i]! - (ratings[i]! - priorMean(league, offset, i)) * teamPrecision;
      const step = clampStep(g / (curvature[i]! + teamPrecision));
      ratings[i]! += step;
      change = Math.max(change, Math.abs(step));
    }
    refresh();
    return change;
  };

  /**
   * Newton step on each league's overall level: all its teams' attack and defence (and the league means) move
   * together. Only cross-league (cup) matches and the league prior see this direction, which plain coordinate
   * steps would crawl along.
   */
  const leagueGradient = new Float64Array(leagues);
  const leagueCurvature = new Float64Array(leagues);
  const updateLeagueLevels = (): number => {
    for (let l = 0; l < leagues; l++) {
      leagueGradient[l] = -(r.leagueAttack[l]! + r.leagueDefence[l]!) * leaguePrecision;
      leagueCurvature[l] = 2 * leaguePrecision;
    }
    for (let k = 0; k < matches; k++) {
      const lh = data.teamLeague[data.home[k]!]!;
      const la = data.teamLeague[data.away[k]!]!;
      if (lh === la) continue;
      const w = data.weight[k]!;
      const homeSurplus = w * (data.homeGoals[k]! - lambdaHome[k]! - (data.awayGoals[k]! - lambdaAway[k]!));
      const curvatureK = w * (lambdaHome[k]! + lambdaAway[k]!);
      leagueGradient[lh]! += homeSurplus;
      leagueGradient[la]! -= homeSurplus;
      leagueCurvature[lh]! += curvatureK;
      leagueCurvature[la]! += curvatureK;
    }
    let change = 0;
    const steps = leagueGradient.map((g, l) => clampStep(g / leagueCurvature[l]!));
    for (let l = 0; l < leagues; l++) {
      r.leagueAttack[l]! += steps[l]!;
      r.leagueDefence[l]! += steps[l]!;
      change = Math.max(change, Math.abs(steps[l]!));
    }
    for (let i = 0; i < teams; i++) {
      const step = steps[data.teamLeague[i]!]!;
      r.attack[i]! += step;
      r.defence[i]! += step;
    }
    refresh();
    return change;
  };

  /** Newton step on μ, then on the home advantage (weak prior N(0.25, 1)); returns the larger change. */
  const updateGlobal = (): number => {
    let gMu = 0;
    let hMu = 0;
    for (let k = 0; k < matches; k++) {
      const w = data.weight[k]!;
      gMu += w * (data.homeGoals[k]! - lambdaHome[k]! + data.awayGoals[k]! - lambdaAway[k]!);
      hMu += w * (lambdaHome[k]! + lambdaAway[k]!);
    }
    const stepMu = hMu > 0 ? clampStep(gMu / hMu) : 0;
    r.mu += stepMu;
    refresh();
    let gHome = -(r.homeAdvantage - HOME_PRIOR_MEAN) * HOME_PRIOR_PRECISION;
    let hHome = HOME_PRIOR_PRECISION;
    for (let k = 0; k < matches; k++) {
      if (!data.hasHome[k]) continue;
      const w = data.weight[k]!;
      gHome += w * (data.homeGoals[k]! - lambdaHome[k]!);
      hHome += w * lambdaHome[k]!;
    }
    const stepHome = clampStep(gHome / hHome);
    r.homeAdvantage += stepHome;
    refresh();
    return Math.max(Math.abs(stepMu), Math.abs(stepHome));
  };

  refresh();
  for (let sweep = 1; sweep <= MAX_SWEEPS; sweep++) {
    let change = updateTeams(r.attack, r.leagueAttack, r.newTeamAttack, 1);
    change = Math.max(change, updateTeams(r.defence, r.leagueDefence, r.newTeamDefence, -1));
    change = Math.max(change, updateLeagueLevels());
    change = Math.max(change, updateGlobal());
    change = Math.max(
      change,
      updateHyperPriors(r, data, {
        teamPrecision,
        leaguePrecision,
        offsetPrecision,
        offsetMean: options.newTeamOffset,
      }),
    );
    refresh();
    r.sweeps = sweep;
    if (change < TOLERANCE) {
      r.converged = true;
      break;
    }
  }
  return r;
}

function initialMu(data: FitData): number {
  let goals = 0;
  let weight = 0;
  for (let k = 0; k < data.home.length; k++) {
    goals += data.weight[k]! * (data.homeGoals[k]! + data.awayGoals[k]!);
    weight += 2 * data.weight[k]!;
  }
  return weight > 0 && goals > 0 ? Math.log(goals / weight) : Math.log(1.35);
}
