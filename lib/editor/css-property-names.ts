// CSS property names as the editor sends them (kebab-case or camelCase) in the two spellings the engine writes:
// kebab-case for stylesheets and Tailwind, camelCase for React's style prop. Custom properties pass unchanged.

export function isCustomProperty(name: string): boolean {
  return name.startsWith("--");
}

/** "backgroundColor" -> "background-color", "WebkitLineClamp" -> "-webkit-line-clamp", "msFlex" -> "-ms-flex". */
export function kebabProperty(name: string): string {
  if (isCustomProperty(name) || name.includes("-")) return isCustomProperty(name) ? name : name.toLowerCase();
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return kebab.startsWith("ms-") ? `-${kebab}` : kebab;
}

/** "background-color" -> "backgroundColor", "-webkit-line-clamp" -> "WebkitLineClamp", "-ms-flex" -> "msFlex". */
export function camelProperty(name: string): string {
  if (isCustomProperty(name)) return name;
  const kebab = kebabProperty(name);
  const unprefixed = kebab.startsWith("-ms-") ? kebab.slice(1) : kebab;
  return unprefixed.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}
