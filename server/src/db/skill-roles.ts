import { sql, type SQL } from 'drizzle-orm';

/**
 * What kind of work a catalogue skill points to. The feed ranks someone covering a role you don't
 * (a backend developer for a frontend developer, an ML person for a web team) as complementary.
 * The order is fixed: a role's position is its bit in users.role_mask.
 */
export const SKILL_ROLES: Record<string, readonly string[]> = {
  frontend: [
    'HTML5', 'CSS3', 'JavaScript', 'TYPESCRIPT', 'ANGULAR', 'BOOTSTRAP', 'CHART.JS', 'Context API', 'DAISYUI', 'JQUERY',
    'NEXT.JS', 'REACT.JS', 'REACT ROUTER', 'TAILWINDCSS', 'THREE.JS', 'VITE', 'VUE.JS',
  ],
  backend: ['C#', 'GOLANG', 'GRAPHQL', 'JAVA', 'PHP', 'RUST', 'NODE.JS', 'EXPRESS.JS', 'DJANGO', 'FLASK', 'JWT', 'SOCKET.IO', 'NODEMON'],
  data: ['APPWRITE', 'FIREBASE', 'MONGODB', 'MYSQL', 'POCKETBASE', 'POSTGRES', 'REDIS', 'SQLITE', 'PRISMA'],
  ml: ['KERAS', 'MATPLOTLIB', 'MLFLOW', 'NUMPY', 'PANDAS', 'PYTORCH', 'TENSORFLOW', 'OPENCV'],
  mobile: ['DART', 'FLUTTER', 'KOTLIN'],
  cloud: ['AWS', 'AZURE', 'GOOGLE CLOUD', 'NETLIFY', 'VERCEL', 'RENDER'],
};

const literal = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.toLowerCase().replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** The generated-column expression: bit i set when skills_lower has any skill of role i. */
export function roleMaskExpression(): SQL {
  const terms = Object.values(SKILL_ROLES).map((skills, bit) => `(case when skills_lower && ${literal(skills)} then ${1 << bit} else 0 end)`);
  return sql.raw(`(${terms.join(' + ')})`);
}
