import { ROLE_LABELS } from '@hackmate/shared/catalogues';
import type { Dashboard } from '@hackmate/shared/contracts';
import { Link } from '@hackmate/shared/router';
import { PageSection } from '../../layout';
import { outcomeText } from '../lib/outcome-text';
import { FunnelChart } from './funnel-chart';
import { UnteamedList } from './unteamed-list';
import './dashboard.css';

export const EMPTY_DASHBOARD_TEXT = 'Nobody has joined yet.';

/** The counts organisers watch most, the share in a team first. */
function Counts({ counts }: { counts: Dashboard['counts'] }) {
  const share = counts.going ? Math.round((counts.inTeams / counts.going) * 100) : 0;
  const stats: [string, number | string][] = [
    ['Going', counts.going],
    ['Looking', counts.looking],
    ['In a team', counts.inTeams],
    ['Without a team', counts.unteamed],
    ['Teams', counts.teams],
    ['In a team (share)', `${share}%`],
  ];
  return (
    <dl className="hm-dashboard__counts">
      {stats.map(([label, value]) => (
        <div key={label} className="hm-card hm-dashboard__count">
          <dt className="hm-muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Horizontal bars, each against the largest value of the list. */
function Bars({ rows, label }: { rows: { key: string; name: string; value: number }[]; label: string }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="hm-dashboard__bars" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key}>
          <span className="hm-dashboard__bar-name">{r.name}</span>
          <span className="hm-dashboard__bar" aria-hidden="true">
            <span style={{ width: `${(r.value / top) * 100}%` }} />
          </span>
          <span className="hm-dashboard__bar-value">{r.value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where an event's participants stand, for its organisers: counts, the funnel over time, teams by
 * size, the roles teams lack, teams at risk and everyone still without a team.
 */
export function DashboardView({ dashboard, eventId }: { dashboard: Dashboard; eventId: string }) {
  const { counts } = dashboard;
  if (counts.going === 0 && counts.teams === 0) {
    return (
      <p className="hm-teams-note">
        {EMPTY_DASHBOARD_TEXT} Share the invite link from <Link to={`/events/${eventId}`}>the event page</Link>; this page fills in as people join.
      </p>
    );
  }
  return (
    <div className="hm-dashboard">
      <Counts counts={counts} />
      <PageSection title="Outcome">
        <p className="hm-dashboard__outcome">{outcomeText(dashboard.outcome).share}</p>
        <p className="hm-muted">{outcomeText(dashboard.outcome).wait}</p>
      </PageSection>
      <PageSection title="Over time">
        <FunnelChart series={dashboard.funnel} />
      </PageSection>
      <div className="hm-dashboard__columns">
        <PageSection title="Teams by size">
          <Bars label="Teams by size" rows={dashboard.teamsBySize.map((s) => ({ key: String(s.size), name: s.size === 1 ? '1 person' : `${s.size} people`, value: s.teams }))} />
        </PageSection>
        <PageSection title="Roles teams lack">
          {counts.teams === 0 ? (
            <p className="hm-muted">No teams yet.</p>
          ) : (
            <Bars label="Teams lacking each role" rows={dashboard.roleCoverage.map((r) => ({ key: r.role, name: ROLE_LABELS[r.role], value: r.lacking }))} />
          )}
        </PageSection>
      </div>
      <PageSection title={`Teams at risk (${dashboard.atRisk.length})`}>
        {dashboard.atRisk.length === 0 ? (
          <p className="hm-muted">No team is below the minimum size of {dashboard.minTeamSize}.</p>
        ) : (
          <ul className="hm-dashboard__risk">
            {dashboard.atRisk.map((t) => (
              <li key={t._id}>
                <Link to={`/teams/${t._id}`}>{t.name}</Link> <span className="hm-muted">
                  {t.size} of at least {dashboard.minTeamSize}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection title={`Without a team (${counts.unteamed})`}>
        <UnteamedList people={dashboard.unteamed} total={counts.unteamed} />
      </PageSection>
    </div>
  );
}
