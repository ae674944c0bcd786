import { StarIcon } from './icons';
import './reason-chips.css';

/**
 * Why two people might team up (shared skills, an event both go to…), as starred chips outlined
 * in the accent: told apart from the filled skill and role chips by shape, not colour alone. The
 * feed's cards and Find people show the same reasons the same way.
 */
export function ReasonChips({ reasons, label, className }: { reasons: readonly string[]; label: string; className?: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul className={className ? `hm-reason-chips ${className}` : 'hm-reason-chips'} aria-label={label}>
      {reasons.map((reason) => (
        <li key={reason} className="hm-reason-chip">
          <StarIcon /> {reason}
        </li>
      ))}
    </ul>
  );
}
