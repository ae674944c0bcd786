import './profile-cards.css';

/** The skills of a profile as chips. */
export function SkillsCard({ skills }: { skills: readonly string[] }) {
  return (
    <section className="hm-card hm-profile-card" aria-label="Skills">
      <h2>Skills</h2>
      {skills.length > 0 ? (
        <ul className="hm-profile-chips">
          {skills.map((skill) => (
            <li key={skill} className="hm-chip">
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hm-muted">No skills added yet</p>
      )}
    </section>
  );
}
