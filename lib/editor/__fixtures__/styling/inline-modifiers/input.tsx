export function Tag() {
  return <span style={{ color: "red" }}>Tag</span>;
}
