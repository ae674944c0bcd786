import type { TrustSignals } from '@hackmate/shared/types';
import { trustLines } from '@hackmate/shared/ui';
import './trust-signals.css';

/**
 * Under their name: when they were last active, how fast they usually reply, and how many
 * teammates would team up with them again. Nothing at all when none of it has anything to say.
 */
export function TrustSignalList({ signals, now }: { signals: TrustSignals; now?: Date }) {
  const lines = trustLines(signals, now);
  if (lines.length === 0) return null;
  return (
    <ul className="hm-trust-signals" aria-label="Activity and teammates">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
