/**
 * What someone brings to a team. People choose their roles (onboarding, profile edit); until
 * they do, the roles their skills point to stand in. The order is fixed: a role's position is its
 * bit in the server's role masks.
 */
export const ROLES = ['frontend', 'backend', 'mobile', 'ml', 'design', 'product', 'hardware', 'devops'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  frontend: 'Frontend',
  backend: 'Backend',
  mobile: 'Mobile',
  ml: 'ML / data',
  design: 'Design',
  product: 'Product / pitch',
  hardware: 'Hardware',
  devops: 'DevOps',
};

/** Someone in that role, for reasons on cards: "Designer — a role you lack". */
export const ROLE_PEOPLE: Record<Role, string> = {
  frontend: 'Frontend developer',
  backend: 'Backend developer',
  mobile: 'Mobile developer',
  ml: 'ML / data person',
  design: 'Designer',
  product: 'Product / pitch person',
  hardware: 'Hardware hacker',
  devops: 'DevOps engineer',
};

/** The roles catalogue skills point to (design, product and hardware have no catalogue skills). */
export const SKILL_ROLES: Partial<Record<Role, readonly string[]>> = {
  frontend: [
    'HTML5', 'CSS3', 'JavaScript', 'TYPESCRIPT', 'ANGULAR', 'BOOTSTRAP', 'CHART.JS', 'Context API', 'DAISYUI', 'JQUERY',
    'NEXT.JS', 'REACT.JS', 'REACT ROUTER', 'TAILWINDCSS', 'THREE.JS', 'VITE', 'VUE.JS',
  ],
  backend: [
    'C#', 'GOLANG', 'GRAPHQL', 'JAVA', 'PHP', 'RUST', 'NODE.JS', 'EXPRESS.JS', 'DJANGO', 'FLASK', 'JWT', 'SOCKET.IO', 'NODEMON',
    'APPWRITE', 'FIREBASE', 'MONGODB', 'MYSQL', 'POCKETBASE', 'POSTGRES', 'REDIS', 'SQLITE', 'PRISMA',
  ],
  mobile: ['DART', 'FLUTTER', 'KOTLIN'],
  ml: ['KERAS', 'MATPLOTLIB', 'MLFLOW', 'NUMPY', 'PANDAS', 'PYTORCH', 'TENSORFLOW', 'OPENCV'],
  devops: ['AWS', 'AZURE', 'GOOGLE CLOUD', 'NETLIFY', 'VERCEL', 'RENDER'],
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The roles `skills` point to, in catalogue order. */
export function rolesFromSkills(skills: readonly string[]): Role[] {
  const have = new Set(skills.map((s) => s.toLowerCase()));
  return ROLES.filter((role) => SKILL_ROLES[role]?.some((s) => have.has(s.toLowerCase())));
}

/** The roles someone brings: the ones they chose, else the ones their skills point to. */
export function effectiveRoles(chosen: readonly string[], skills: readonly string[]): Role[] {
  const picked = ROLES.filter((r) => chosen.includes(r));
  return picked.length > 0 ? picked : rolesFromSkills(skills);
}
