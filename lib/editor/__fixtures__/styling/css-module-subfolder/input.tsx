import shared from "./styles/shared.module.css";

export function Panel() {
  return <aside className={`${shared.panel} sticky`}>Side</aside>;
}
