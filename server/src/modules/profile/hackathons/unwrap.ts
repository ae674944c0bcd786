/**
 * SPEC §7 sends "an object holding the hackathon": `{ hackathon: { name, … } }`. The flat form
 * `{ name, … }` is accepted too, so either client shape works.
 */
export function unwrapHackathon(body: unknown): unknown {
  if (body && typeof body === 'object' && 'hackathon' in body) {
    const inner = (body as { hackathon: unknown }).hackathon;
    if (inner && typeof inner === 'object') return inner;
  }
  return body;
}
