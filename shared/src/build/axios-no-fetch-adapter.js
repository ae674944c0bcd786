// Stands in for axios's fetch adapter in browser builds (axios-xhr-only.ts): axios asks each of
// its adapters in turn, XHR first, and every browser has XHR. `false` reads as "not supported by
// the environment" if anything ever asked for fetch by name. Plain JavaScript: it takes the place
// of a file of a package, which the build does not compile.
export const getFetch = () => false;
