import { ROLE_LABELS, type Role } from '@hackmate/shared/catalogues';
import './profile-cards.css';

interface ChipsCardProps {
  title: string;
  items: readonly string[];
  emptyText: string;
}

/** A card of a profile listing short items as chips under a heading. */
function ChipsCard({ title, items, emptyText }: ChipsCardProps) {
  return (
    <section className="hm-card hm-profile-card" aria-label={title}>
      <h2>{title}</h2>
      {items.length > 0 ? (
        <ul className="hm-profile-chips">
          {items.map((item) => (
            <li key={item} className="hm-chip">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hm-muted">{emptyText}</p>
      )}
    </section>
  );
}

export function SkillsCard({ skills }: { skills: readonly string[] }) {
  return <ChipsCard title="Skills" items={skills} emptyText="No skills added yet" />;
}

/** What the person brings to a team: the roles they chose, else the ones their skills point to. */
export function RolesCard({ roles }: { roles: readonly Role[] }) {
  return <ChipsCard title="Brings to a team" items={roles.map((role) => ROLE_LABELS[role])} emptyText="No roles yet" />;
}
