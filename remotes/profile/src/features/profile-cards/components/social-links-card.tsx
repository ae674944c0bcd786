import { SOCIAL_PLATFORMS, socialHref, type SocialIds } from '@hackmate/shared/catalogues';
import { ExternalLink } from './external-link';
import './profile-cards.css';

export const SOCIALS_HEADING = 'Coding & Social Profiles';
export const NO_SOCIALS_HEADING = "You haven't added any social links yet";

export function hasSocials(socialIds: Partial<SocialIds> | null | undefined): boolean {
  return SOCIAL_PLATFORMS.some((p) => (socialIds?.[p] ?? '').trim() !== '');
}

/**
 * The 'Coding & Social Profiles' card. On the own profile it always shows (with its empty
 * heading when nothing is set); on someone else's the caller leaves it out when empty.
 */
export function SocialLinksCard({ socialIds }: { socialIds: Partial<SocialIds> | null | undefined }) {
  const filled = SOCIAL_PLATFORMS.filter((p) => (socialIds?.[p] ?? '').trim() !== '');
  return (
    <section className="hm-card hm-profile-card" aria-label={SOCIALS_HEADING}>
      <h2>{filled.length > 0 ? SOCIALS_HEADING : NO_SOCIALS_HEADING}</h2>
      {filled.length > 0 ? (
        <ul className="hm-profile-socials">
          {filled.map((platform) => {
            const value = socialIds?.[platform] ?? '';
            return (
              <li key={platform}>
                {socialHref(value) ? (
                  <ExternalLink value={value}>{platform}</ExternalLink>
                ) : (
                  // Not a web address we would open: show what was entered, never as a link.
                  <span>
                    {platform}: <span className="hm-muted">{value}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
