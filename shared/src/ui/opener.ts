import { ROLE_LABELS, type Role } from '../catalogues/roles';
import type { Match } from '../contracts/requests';

/** The query parameter of /convos/<id> that pre-fills the message box (a match's "Say hi"). */
export const OPENER_PARAM = 'opener';

/** What the opener reads of a match: who, and what the two share. */
export type OpenerContext = Pick<Match, 'sharedSkills' | 'sharedRoles' | 'sharedEvent'> & { partner: Pick<Match['partner'], 'fullName'> };

// Event names are free text: a long one is cut, so the opener stays a line or two.
const EVENT_NAME_SHOWN = 60;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const both = (items: readonly string[]) => (items.length > 1 ? `${items[0]} and ${items[1]}` : (items[0] ?? ''));

/**
 * A first message for two people who just matched, from what they share, most concrete first: an
 * event both are going to, then skills both list (two at most), then roles both bring; with
 * nothing shared, a friendly question. Written as the sender would say it, to be edited freely.
 */
export function suggestOpener({ partner, sharedSkills, sharedRoles, sharedEvent }: OpenerContext): string {
  const first = partner.fullName.trim().split(/\s+/)[0] || 'there';
  const skills = both(sharedSkills.slice(0, 2));
  const event = sharedEvent ? clip(sharedEvent.name.trim(), EVENT_NAME_SHOWN) : '';
  if (event && skills) return `Hi ${first}! We're both going to ${event} and both work with ${skills} — want to team up there?`;
  if (event) return `Hi ${first}! I saw we're both going to ${event}. Want to team up there?`;
  if (skills) return `Hi ${first}! We both work with ${skills} — what would you like to build at the next hackathon?`;
  const roles = both(sharedRoles.slice(0, 2).map((r: Role) => ROLE_LABELS[r]));
  if (roles) return `Hi ${first}! We both bring ${roles} to a team — what kind of project are you hoping to build?`;
  return `Hi ${first}! Glad we matched — what kind of project are you hoping to build?`;
}

/** Where "Say hi" leads: the conversation with the partner, its message box holding the opener. */
export function sayHiPath(conversations: string, partnerId: string, opener: string): string {
  return `${conversations}/${encodeURIComponent(partnerId)}?${OPENER_PARAM}=${encodeURIComponent(opener)}`;
}
