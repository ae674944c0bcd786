import type { Role } from '@hackmate/shared/catalogues';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { initialsAvatarUrl } from '../avatars';
import { int, pick, sample, type Random } from './random';

/** Kinds of developers, each with the catalogue skills they tend to list (core first). */
const PERSONAS = {
  frontend: {
    title: 'Frontend developer',
    core: ['JavaScript', 'HTML5', 'CSS3'],
    more: ['REACT.JS', 'NEXT.JS', 'TYPESCRIPT', 'TAILWINDCSS', 'VUE.JS', 'ANGULAR', 'REACT ROUTER', 'VITE', 'BOOTSTRAP', 'DAISYUI', 'Context API', 'THREE.JS', 'CHART.JS', 'JQUERY'],
    topics: ['design systems', 'accessible interfaces', 'animations that feel right', 'fast web apps'],
  },
  backend: {
    title: 'Backend developer',
    core: ['NODE.JS', 'POSTGRES'],
    more: ['EXPRESS.JS', 'JAVA', 'GOLANG', 'RUST', 'PHP', 'C#', 'DJANGO', 'FLASK', 'JWT', 'SOCKET.IO', 'GRAPHQL', 'NODEMON', 'MONGODB', 'MYSQL', 'REDIS', 'PRISMA', 'SQLITE'],
    topics: ['APIs', 'distributed systems', 'databases', 'realtime backends'],
  },
  fullstack: {
    title: 'Full-stack developer',
    core: ['JavaScript', 'REACT.JS', 'NODE.JS'],
    more: ['TYPESCRIPT', 'EXPRESS.JS', 'MONGODB', 'POSTGRES', 'NEXT.JS', 'TAILWINDCSS', 'FIREBASE', 'PRISMA', 'SOCKET.IO', 'VERCEL', 'JWT', 'GRAPHQL'],
    topics: ['shipping products end to end', 'side projects', 'SaaS ideas', 'developer tools'],
  },
  ml: {
    title: 'ML engineer',
    core: ['PYTHON', 'NUMPY', 'PANDAS'],
    more: ['PYTORCH', 'TENSORFLOW', 'KERAS', 'MATPLOTLIB', 'MLFLOW', 'OPENCV', 'FLASK', 'DJANGO', 'POSTGRES'],
    topics: ['computer vision', 'NLP', 'recommendation systems', 'responsible AI'],
  },
  mobile: {
    title: 'Mobile developer',
    core: ['DART', 'FLUTTER'],
    more: ['KOTLIN', 'FIREBASE', 'APPWRITE', 'JAVA', 'SQLITE', 'POCKETBASE', 'REACT.JS'],
    topics: ['cross-platform apps', 'offline-first apps', 'smooth mobile UX', 'app performance'],
  },
  cloud: {
    title: 'Cloud & DevOps engineer',
    core: ['AWS'],
    more: ['AZURE', 'GOOGLE CLOUD', 'VERCEL', 'NETLIFY', 'RENDER', 'GOLANG', 'PYTHON', 'REDIS', 'POSTGRES', 'NODE.JS'],
    topics: ['infrastructure as code', 'CI/CD', 'observability', 'serverless'],
  },
  systems: {
    title: 'Systems programmer',
    core: ['C', 'C++'],
    more: ['RUST', 'GOLANG', 'PYTHON', 'JAVA', 'OPENCV', 'SQLITE'],
    topics: ['compilers', 'embedded systems', 'game engines', 'performance work'],
  },
  designer: {
    title: 'Product designer',
    core: ['CSS3'],
    more: ['HTML5', 'TAILWINDCSS', 'BOOTSTRAP', 'DAISYUI', 'THREE.JS', 'JavaScript'],
    topics: ['user research', 'design systems', 'prototyping', 'accessible interfaces'],
  },
  product: {
    title: 'Product & pitch person',
    core: ['JavaScript'],
    more: ['PYTHON', 'FIREBASE', 'VERCEL', 'HTML5'],
    topics: ['pitching', 'user interviews', 'roadmaps', 'go-to-market'],
  },
} as const;

/** The roles people of each kind tick when they choose (skills alone cannot say design or product). */
const PERSONA_ROLES: Record<keyof typeof PERSONAS, readonly Role[]> = {
  frontend: ['frontend'],
  backend: ['backend'],
  fullstack: ['frontend', 'backend'],
  ml: ['ml'],
  mobile: ['mobile'],
  cloud: ['devops'],
  systems: ['hardware', 'backend'],
  designer: ['design'],
  product: ['product'],
};

/** Most people choose their roles; the rest leave it to their skills. Some add a second string. */
function rolesFor(r: Random, persona: keyof typeof PERSONAS): Role[] {
  if (r() < 0.3) return [];
  const roles = new Set<Role>(PERSONA_ROLES[persona].slice(0, r() < 0.5 ? 1 : 2));
  if (r() < 0.15) roles.add(pick(r, ['design', 'product', 'devops'] as const));
  return [...roles];
}

/** When they were last active: most within the week, some long gone (their cards sink). */
function lastActiveFor(r: Random, now: Date): Date {
  const x = r();
  const days = x < 0.4 ? r() : x < 0.7 ? 1 + r() * 6 : x < 0.85 ? 7 + r() * 23 : 31 + r() * 330;
  return new Date(now.getTime() - Math.floor(days * 86_400_000));
}

type PersonaName = keyof typeof PERSONAS;
const PERSONA_NAMES = Object.keys(PERSONAS) as PersonaName[];

const LOOKING_FOR = [
  'Looking for a team for the next hackathon.',
  'Happy to mentor first-time hackers.',
  'Searching for a designer and a backend dev to build something fun.',
  'Open to collaborating on open source.',
  'Want to win a hackathon this year!',
  'Always up for a weekend build.',
];

const PROJECT_NAMES = [
  'Campus Eats', 'Budget Buddy', 'Study Sync', 'Green Route', 'Pet Pal', 'Code Review Bot', 'Event Radar', 'Habit Forge',
  'Quiz Arena', 'Rent Split', 'Trail Finder', 'Recipe Remix', 'Bug Tracker Lite', 'Notes Cloud', 'Stock Pulse', 'Health Log',
  'Parking Spotter', 'Lost & Found', 'Carbon Counter', 'Mentor Match', 'Job Board', 'Chat Rooms', 'Photo Tagger', 'Code Playground',
];
const PROJECT_VERBS = ['helps students', 'lets friends', 'makes it easy to', 'automates the boring part of how teams', 'shows in real time how people'];
const PROJECT_GOALS = ['share meals', 'split costs', 'plan study sessions', 'track habits', 'find events nearby', 'review code', 'save energy'];

const HACKATHONS = [
  'HackMIT', 'Hack the North', 'Smart India Hackathon', 'ETHGlobal', 'MLH Local Hack Day', 'TreeHacks', 'PennApps', 'HackZurich',
  'Junction', 'CalHacks', 'HackNITR', 'Devfolio Buildathon', 'Google Solution Challenge', 'HackerEarth Sprint', 'NASA Space Apps',
];
const OUTCOMES = ['Winner', 'Runner-up', 'Top 10', 'Finalist', 'Best use of AWS', 'Best UI/UX', 'Participant', 'Participant', ''];
const HACKATHON_ROLES = ['Frontend', 'Backend', 'Full stack', 'ML', 'Design', 'Pitch', 'Mobile'];

export interface DemoProject {
  title: string;
  description: string;
  url: string;
}

export interface DemoHackathon {
  name: string;
  description: string;
  outcome: string;
  date: string;
  role: string;
}

export interface DemoUser {
  fullName: string;
  profileUrl: string;
  userName: string;
  emailId: string;
  bio: string;
  gradYear: number | null;
  skills: string[];
  roles: Role[];
  socialIds: Record<string, string>;
  projects: DemoProject[];
  hackathons: DemoHackathon[];
  createdAt: Date;
  lastActiveAt: Date;
}

export const DEMO_EMAIL_DOMAIN = 'demo.hackmate.dev';

/** An initials picture as an inline SVG (no network, no upload), in a colour of its own. */

function skillsFor(r: Random, persona: PersonaName): string[] {
  const p = PERSONAS[persona];
  const skills = new Set<string>(sample(r, p.core, int(r, 1, p.core.length)));
  for (const s of sample(r, p.more, int(r, 1, 4))) skills.add(s);
  // Many people dabble in a second area.
  if (r() < 0.6) for (const s of sample(r, PERSONAS[pick(r, PERSONA_NAMES)].more, int(r, 1, 2))) skills.add(s);
  return [...skills].slice(0, 8);
}

function bioFor(r: Random, persona: PersonaName, first: string): string {
  const roll = r();
  // Some people never fill it in: the feed and cards must cope.
  if (roll < 0.06) return '';
  if (roll < 0.12) return 'Bio not available';
  const p = PERSONAS[persona];
  return `${p.title} into ${pick(r, p.topics)}. ${pick(r, LOOKING_FOR)}${r() < 0.3 ? ` — ${first}` : ''}`;
}

/**
 * The `index`-th demo developer of a run. `tag` makes usernames and addresses unique per run,
 * so seeding twice adds people instead of failing on duplicates.
 */
export function demoUser(r: Random, index: number, tag: string, now: Date): DemoUser {
  const first = pick(r, FIRST_NAMES);
  const last = pick(r, LAST_NAMES);
  const persona = pick(r, PERSONA_NAMES);
  const skills = skillsFor(r, persona);
  const handle = `${first}.${last}`.toLowerCase().slice(0, 20);
  const userName = `${handle}_${tag}${index.toString(36)}`;
  const year = now.getFullYear();
  const gradYear = r() < 0.05 ? null : int(r, year - 6, year + 4);

  const projects: DemoProject[] = Array.from({ length: pick(r, [0, 1, 1, 2, 2, 3]) }, () => {
    const title = pick(r, PROJECT_NAMES);
    const used = sample(r, skills, Math.min(2, skills.length));
    return {
      title,
      description: `An app that ${pick(r, PROJECT_VERBS)} ${pick(r, PROJECT_GOALS)}${used.length ? `, built with ${used.join(' and ')}` : ''}.`,
      url: `https://github.com/${userName}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    };
  });

  const experience = r();
  const hackathonCount = experience < 0.3 ? 0 : experience < 0.75 ? int(r, 1, 3) : int(r, 4, 7);
  const hackathons: DemoHackathon[] = Array.from({ length: hackathonCount }, () => {
    const when = int(r, year - 4, year);
    return {
      name: `${pick(r, HACKATHONS)} ${when}`,
      description: `Built ${pick(r, PROJECT_NAMES)} in 36 hours with a team of ${int(r, 2, 5)}.`,
      outcome: pick(r, OUTCOMES),
      date: `${when}-${String(int(r, 1, 12)).padStart(2, '0')}`,
      role: pick(r, HACKATHON_ROLES),
    };
  });

  const socialIds: Record<string, string> = {};
  // GitHub names have no '.' or '_': demo links must pass the same rule as people's own.
  if (r() < 0.8) socialIds.Github = `github.com/${userName.replace(/[._]+/g, '-')}`;
  if (r() < 0.5) socialIds.Linkedin = `linkedin.com/in/${handle.replace('.', '-')}`;
  if (r() < 0.2) socialIds.LeetCode = `leetcode.com/${userName}`;

  return {
    fullName: `${first} ${last}`,
    // A quarter keep the default avatar, as real communities do.
    profileUrl: r() < 0.75 ? initialsAvatarUrl(`${first} ${last}`, int(r, 0, 359)) : '',
    userName,
    emailId: `${userName}@${DEMO_EMAIL_DOMAIN}`,
    bio: bioFor(r, persona, first),
    gradYear,
    skills,
    roles: rolesFor(r, persona),
    socialIds,
    projects,
    hackathons,
    // Spread over the last two years, so "newest" orderings look like a real community.
    createdAt: new Date(now.getTime() - Math.floor(r() * 730 * 24 * 3600 * 1000)),
    lastActiveAt: lastActiveFor(r, now),
  };
}
