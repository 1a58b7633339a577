/** Global users change every template; network users only their network's (global ones are read-only). */
export function canChangeTemplate(myNetwork: string | null | undefined, templateNetwork: string | null): boolean {
  if (myNetwork === undefined) return false;
  return myNetwork === null || templateNetwork === myNetwork;
}
