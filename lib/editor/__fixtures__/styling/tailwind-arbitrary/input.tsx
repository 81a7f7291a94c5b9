export function Logo() {
  return <img src="/logo.png" alt="" className={"m-2 [mix-blend-mode:screen] block"} />;
}
