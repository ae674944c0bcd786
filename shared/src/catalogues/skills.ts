/**
 * The profile skill catalogue of SPEC §3 in its five categories. The spec calls it "60 entries"
 * but lists 62 (FIREBASE twice); we keep every listed skill rather than guess which to drop.
 */
export const SKILL_CATEGORIES = {
  Languages: ['C', 'C#', 'C++', 'CSS3', 'DART', 'GOLANG', 'GRAPHQL', 'HTML5', 'JAVA', 'JavaScript', 'KOTLIN', 'PHP', 'RUST', 'PYTHON', 'TYPESCRIPT'],
  Hosting: ['AWS', 'AZURE', 'FIREBASE', 'GOOGLE CLOUD', 'NETLIFY', 'VERCEL', 'RENDER'],
  Frameworks_Libraries: [
    'ANGULAR', 'BOOTSTRAP', 'BUN', 'CHART.JS', 'Context API', 'DAISYUI', 'DJANGO', 'Electron.JS', 'EXPRESS.JS', 'FLASK',
    'FLUTTER', 'JQUERY', 'JWT', 'NEXT.JS', 'NODE.JS', 'NODEMON', 'OPENCV', 'REACT.JS', 'REACT ROUTER', 'SOCKET.IO',
    'TAILWINDCSS', 'THREE.JS', 'VITE', 'VUE.JS',
  ],
  Databases: ['APPWRITE', 'FIREBASE', 'MONGODB', 'MYSQL', 'POCKETBASE', 'POSTGRES', 'REDIS', 'SQLITE', 'PRISMA'],
  ML_DL: ['KERAS', 'MATPLOTLIB', 'MLFLOW', 'NUMPY', 'PANDAS', 'PYTORCH', 'TENSORFLOW'],
} as const satisfies Record<string, readonly string[]>;

export type SkillCategory = keyof typeof SKILL_CATEGORIES;

/** Category labels as people read them (the catalogue keys keep the spec's names). */
export const SKILL_CATEGORY_LABELS: Record<SkillCategory, string> = {
  Languages: 'Languages',
  Hosting: 'Hosting',
  Frameworks_Libraries: 'Frameworks & Libraries',
  Databases: 'Databases',
  ML_DL: 'ML / DL',
};

/** The flat edit-profile list: the catalogue without the duplicate FIREBASE (61 entries). */
export const EDITABLE_SKILLS: readonly string[] = [...new Set(Object.values(SKILL_CATEGORIES).flat())];

const EDITABLE_SET = new Set(EDITABLE_SKILLS);
export function isCatalogueSkill(skill: string): boolean {
  return EDITABLE_SET.has(skill);
}

/** The 46 skills offered by the feed's filter panel (SPEC §3). */
export const FEED_FILTER_SKILLS: readonly string[] = [
  'C', 'C#', 'C++', 'CSS3', 'DART', 'GOLANG', 'GRAPHQL', 'HTML5', 'JAVA', 'JavaScript', 'KOTLIN', 'PHP', 'RUST', 'PYTHON',
  'TYPESCRIPT', 'AWS', 'AZURE', 'GOOGLE CLOUD', 'ANGULAR', 'CHART.JS', 'Context API', 'DJANGO', 'EXPRESS.JS', 'FLASK',
  'FLUTTER', 'JWT', 'NEXT.JS', 'NODE.JS', 'OPENCV', 'REACT.JS', 'SOCKET.IO', 'TAILWINDCSS', 'THREE.JS', 'VUE.JS',
  'FIREBASE', 'MONGODB', 'MYSQL', 'POSTGRES', 'REDIS', 'KERAS', 'MATPLOTLIB', 'MLFLOW', 'NUMPY', 'PANDAS', 'PYTORCH',
  'TENSORFLOW',
];

const CATALOGUE_BY_LOWER = new Map(EDITABLE_SKILLS.map((s) => [s.toLowerCase(), s]));

/** The catalogue spelling of a skill named in any case, or undefined when it is not in the catalogue. */
export function catalogueSkill(name: string): string | undefined {
  return CATALOGUE_BY_LOWER.get(name.trim().toLowerCase());
}
