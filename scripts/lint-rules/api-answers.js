/**
 * `hackmate/api-answers`: an API function takes its answer type from the contracts, never from a
 * shape written again by hand. The type argument of `api().get<…>()` (and post, put, patch,
 * delete) may only name types imported from @hackmate/shared/contracts or /types — e.g.
 * `Answer<typeof teamAnswer>` — or `Blob` for a download; a call whose answer is used must have one.
 */

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
// What a type may be imported from: the contracts, by package name or (inside shared) by path.
const FROM_CONTRACTS = /^@hackmate\/shared\/(contracts|types)$|^(\.\.?\/)+(contracts(\/[\w-]+)?|types)$/;
const GLOBALS = new Set(['Blob']);
// Nodes that spell a shape out instead of naming one.
const HAND_WRITTEN = new Set(['TSTypeLiteral', 'TSMappedType', 'TSTupleType', 'TSFunctionType']);

/** `api()` or `(…).api()`: a call to the one configured client. */
function isApiClient(node) {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee;
  return (callee.type === 'Identifier' && callee.name === 'api') || (callee.type === 'MemberExpression' && callee.property.name === 'api');
}

/** The identifier a type reference or `typeof` starts with (`A` of `A.B`). */
function rootName(name) {
  let node = name;
  while (node && (node.type === 'TSQualifiedName' || node.type === 'MemberExpression')) node = node.left ?? node.object;
  return node?.type === 'Identifier' ? node.name : null;
}

/** Every problem of a type argument: a hand-written shape, or a name not imported from the contracts. */
function problems(typeNode, importedFromContracts) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (HAND_WRITTEN.has(node.type)) return void found.push('spells an answer shape out by hand');
    const name = node.type === 'TSTypeReference' ? rootName(node.typeName) : node.type === 'TSTypeQuery' ? rootName(node.exprName) : null;
    if (name && !importedFromContracts.has(name) && !GLOBALS.has(name)) found.push(`names ${name}, which is not imported from @hackmate/shared/contracts`);
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(typeNode);
  return found;
}

/** Whether the call's answer is thrown away: `await api().delete(…);` or `void api().post(…)`. */
function answerUnused(call) {
  const parent = call.parent;
  if (parent?.type === 'UnaryExpression' && parent.operator === 'void') return true;
  if (parent?.type === 'ExpressionStatement') return true;
  return parent?.type === 'AwaitExpression' && parent.parent?.type === 'ExpressionStatement';
}

export const apiAnswers = {
  meta: { type: 'problem', docs: { description: 'API answers are typed from the contracts, not restated by hand.' }, schema: [] },
  create(context) {
    const imported = new Set();
    return {
      Program(program) {
        for (const node of program.body) {
          if (node.type === 'ImportDeclaration' && FROM_CONTRACTS.test(String(node.source.value))) for (const spec of node.specifiers) imported.add(spec.local.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || !METHODS.has(callee.property.name) || !isApiClient(callee.object)) return;
        const typeArgs = node.typeArguments ?? node.typeParameters;
        if (!typeArgs) {
          if (!answerUnused(node)) context.report({ node, message: 'Type the answer from its response schema: api().get<Answer<typeof schema>>(…), imported with `import type` from @hackmate/shared/contracts.' });
          return;
        }
        for (const problem of typeArgs.params.flatMap((param) => problems(param, imported))) {
          context.report({ node: typeArgs, message: `The answer type ${problem}: use Answer<typeof schema> with the response schema from @hackmate/shared/contracts (import type).` });
        }
      },
    };
  },
};
