// The default branch of an exhaustive switch: a case left unhandled fails to compile, because only a value of type
// never may be passed here. At run time (a value from outside that the types did not foresee) it throws.
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${JSON.stringify(value)}`);
}
