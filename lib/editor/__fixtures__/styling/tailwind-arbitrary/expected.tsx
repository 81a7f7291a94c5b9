export function Logo() {
  return <img src="/logo.png" alt="" className={"m-[0_auto]! [mix-blend-mode:multiply]"} />;
}
