// What the solver takes and gives: the people looking, the event's limits, the teams proposed.
import type { Role } from '@hackmate/shared/catalogues';
import type { Commitment } from '@hackmate/shared/contracts';

/** Someone looking for a team at one event who opted in to "Match me". */
export interface TeamCandidate {
  /** Unique within one call. */
  id: string;
  bring: Role[];
  seek: Role[];
  commitment: Commitment;
  /** Their offset from UTC at the event, e.g. `utcOffsetMinutes(post.timeZone, event.startsAt)`. */
  utcOffsetMinutes: number;
}

/** The event's team size limits: 1 ≤ minSize ≤ maxSize ≤ 8, maxSize ≥ 2. */
export interface TeamLimits {
  minSize: number;
  maxSize: number;
}

export interface ProposedTeam {
  memberIds: string[];
  /** The distinct roles its members bring, in catalogue order. */
  roles: Role[];
  /** The clock distance between its two furthest members, in hours (round the 24-hour dial). */
  offsetSpreadHours: number;
  commitment: Commitment;
}

export interface TeamQuality {
  placedShare: number;
  roleCoverage: number;
  withinThreeHoursShare: number;
}

export interface Proposal {
  teams: ProposedTeam[];
  /** Ids no team could take, sorted. */
  unplaced: string[];
  /** See `measureTeams` in quality.ts for the definitions. */
  quality: TeamQuality;
}

export interface ProposeOptions {
  /** Everyone in a team within this many hours of each other where possible; 3 by default. */
  maxOffsetHours?: number;
  /** Breaks ties between equally good choices; the same seed gives the same proposal. 0 by default. */
  seed?: number;
  /**
   * Pairs of ids never to be put in one team (one blocked the other). Unknown ids are ignored.
   * Teams are formed around such pairs; only where no swap can part them is one of the two left
   * out (and the team with them when it would fall below the minimum size).
   */
  keepApart?: ReadonlyArray<readonly [string, string]>;
}
